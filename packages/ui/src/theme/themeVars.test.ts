import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import { themeVars } from './themeVars';
import { baseTokens } from './tokens';

const colour = {
  brand: '#6a1b9a',
  brandPressed: '#4a148c',
  onBrand: '#ffffff',
  brandSoft: '#f3e5f5',
  text: '#1c1b1f',
  textSecondary: '#4a4458',
  textDisabled: '#5f5a66',
  background: '#f7f5fa',
  surface: '#ffffff',
  border: '#d9d3e0',
  disabled: '#dcd8e0',
  onDisabled: '#49454f',
  danger: '#b3261e',
  success: '#1b6e2a',
  warning: '#8a5200',
  overlay: 'rgba(0, 0, 0, 0.55)',
  focus: '#1a56db',
};

describe('themeVars (a theme without the vanilla-extract plugin)', () => {
  it('names every property exactly as the contract reads it', () => {
    const style = themeVars({ ...baseTokens, color: colour });
    const read = (v: string) => v.replace(/^var\((--[\w-]+)\)$/, '$1');
    expect(style[read(vars.color.brand) as `--loan-${string}`]).toBe('#6a1b9a');
    expect(style[read(vars.font.sizeMd) as `--loan-${string}`]).toBe('16px');
    expect(style[read(vars.size.touch) as `--loan-${string}`]).toBe('44px');
  });

  it('covers the whole contract, no more and no less', () => {
    const style = themeVars({ ...baseTokens, color: colour });
    const contract = Object.values(vars).flatMap((group) =>
      Object.values(group as Record<string, string>).map((v) => v.slice(4, -1)),
    );
    expect(Object.keys(style).sort()).toEqual(contract.sort());
  });
});
