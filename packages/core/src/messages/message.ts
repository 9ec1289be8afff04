import type { BrandConfig } from '../brand/types';
import { enCatalogue } from './en';
import type { Catalogue, MessageKey } from './spec';
import { specCatalogue } from './spec';

export type CatalogueName = BrandConfig['catalogue'];

/** Placeholder values: plain text or numbers; anything else leaves the placeholder visible. */
export type MessageVars = Readonly<Record<string, string | number>>;

const catalogues: Readonly<Record<CatalogueName, Catalogue>> = { spec: specCatalogue, en: enCatalogue };

/** The catalogue by name; an unknown name falls back to the spec's catalogue. */
export function catalogue(name: CatalogueName): Catalogue {
  return Object.hasOwn(catalogues, name) ? catalogues[name] : specCatalogue;
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Fills `{name}` placeholders in one pass: a value containing `{other}` is not expanded again,
 * inherited names such as `{constructor}` are ignored, and a missing value stays visible as
 * `{name}` so a gap shows in review. The result is plain text, to render as text, never as HTML
 * (docs/decisions/core-messages.md).
 */
export function fillPlaceholders(template: string, vars?: MessageVars): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    if (!vars || !Object.hasOwn(vars, name)) return whole;
    const value = vars[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return whole;
  });
}

/** The string of `key` in a catalogue (by name or object), placeholders filled. */
export function message(from: CatalogueName | Catalogue, key: MessageKey, vars?: MessageVars): string {
  const table = typeof from === 'string' ? catalogue(from) : from;
  return fillPlaceholders(table[key] ?? specCatalogue[key], vars);
}

/** A `message` bound to the brand's catalogue. */
export function messagesFor(
  brand: Pick<BrandConfig, 'catalogue'>,
): (key: MessageKey, vars?: MessageVars) => string {
  const table = catalogue(brand.catalogue);
  return (key, vars) => message(table, key, vars);
}
