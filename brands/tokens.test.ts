import { describe, expect, it } from 'vitest';
// The kit's plain token module: @loan/ui's entry carries vanilla-extract styles this project cannot load.
import { themeTokens } from '../packages/ui/src/theme/themeVars';
import { baseTokens } from '../packages/ui/src/theme/tokens';
import { brandIds, registry } from './registry';

/** A brand's colours as its theme resolves them: the kit's base with the brand's own on top. */
const colours = (tokens: (typeof registry)[keyof typeof registry]['tokens']) => themeTokens(tokens).color;

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Where a focus ring falls short of 3:1 on a light surface the kit draws it on (its surface, background, brandSoft). */
function focusShortfalls(color: ReturnType<typeof colours>): string[] {
  return [color.surface, color.background, color.brandSoft]
    .filter((surface) => contrast(color.focus, surface) < 3)
    .map((surface) => `focus ${color.focus} on ${surface}: ${contrast(color.focus, surface).toFixed(2)}:1`);
}

describe("every brand's colours", () => {
  it('ring focus at >= 3:1 on each light surface the kit draws (WCAG 2.4.13, 1.4.11)', () => {
    for (const id of brandIds) expect(focusShortfalls(colours(registry[id].tokens)), id).toEqual([]);
  });

  it('catch a focus colour too light for the ring, as the check above would on a brand', () => {
    // A pale gold reads as maroon's accent but vanishes on white: under 2:1.
    const pale = colours({ color: { focus: '#f2b705' } });
    expect(focusShortfalls(pale)).toHaveLength(3);
    expect(focusShortfalls(colours({}))).toEqual([]);
  });

  it("give Masagana a ring in its own gold, not the kit's blue on maroon", () => {
    const color = colours(registry.masagana.tokens);
    expect(color.focus).not.toBe(baseTokens.color.focus);
  });

  it('write text on brand at >= 4.5:1', () => {
    for (const id of brandIds) {
      const color = colours(registry[id].tokens);
      expect(contrast(color.onBrand, color.brand), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give India a focus colour of its own, not the orange that read as a recolour on indigo', () => {
    const color = colours(registry.india.tokens);
    expect(color.focus).not.toBe('#c2410c');
    expect(color.focus).not.toBe(baseTokens.color.focus);
  });
});
