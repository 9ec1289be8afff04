import type { BrandConfig } from '../brand/types';
import { hasOwn } from '../hasOwn';

/** Return `true` when the page handled back itself (e.g. showed the retention popup); the shell gets a boolean. */
export type BackHandler = () => unknown;

/**
 * Defines `window[brand.bridge.backHook]`, the global the native shell calls on back (spec 2,
 * retention popup). Returns an uninstall function that restores what was there before.
 */
export function onNativeBack(
  brand: Pick<BrandConfig, 'bridge'>,
  handler: BackHandler,
  host: object = globalThis,
): () => void {
  const target = host as Record<string, unknown>;
  const name = brand.bridge.backHook;
  const had = hasOwn(target, name);
  const previous = target[name];
  const hook = (): boolean => handler() === true;
  target[name] = hook;
  return () => {
    if (target[name] !== hook) return;
    if (had) target[name] = previous;
    else Reflect.deleteProperty(target, name);
  };
}
