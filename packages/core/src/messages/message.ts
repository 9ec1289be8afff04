import type { ScreenKey } from '../brand/routes';
import type { BrandConfig } from '../brand/types';
import { hasOwn } from '../hasOwn';
import type { Catalogue, MessageKey } from './spec';

/** Placeholder values: plain text or numbers; anything else leaves the placeholder visible. */
export type MessageVars = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Fills `{name}` placeholders in one pass: a value containing `{other}` is not expanded again,
 * inherited names such as `{constructor}` are ignored, and a missing value stays visible as
 * `{name}` so a gap shows in review. The result is plain text, to render as text, never as HTML
 * (docs/decisions/core-messages.md).
 */
export function fillPlaceholders(template: string, vars?: MessageVars): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!vars || !hasOwn(vars, name)) return whole;
    const value = vars[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return whole;
  });
}

/**
 * The string of `key` in a catalogue, placeholders filled. A catalogue built outside TypeScript that
 * lacks the key shows the key itself, so the gap is visible in review rather than blank.
 */
export function message(table: Catalogue, key: MessageKey, vars?: MessageVars): string {
  return fillPlaceholders(hasOwn(table, key) ? table[key] : key, vars);
}

/** A `message` bound to the brand's catalogue. */
export function messagesFor(
  brand: Pick<BrandConfig, 'catalogue'>,
): (key: MessageKey, vars?: MessageVars) => string {
  return (key, vars) => message(brand.catalogue, key, vars);
}

/** A screen's title (document title and nav bar) in a catalogue: `title.<screen>`. */
export function screenTitle(table: Catalogue, screen: ScreenKey): string {
  return message(table, `title.${screen}`);
}
