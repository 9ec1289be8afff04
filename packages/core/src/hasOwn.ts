/**
 * `Object.hasOwn` without it: it came in Chrome 93 and iOS 15.4, above the support matrix's floor
 * (docs/decisions/support-matrix.md), and core runs in the entry, before any polyfill could load.
 */
export function hasOwn(target: object, key: PropertyKey): boolean {
  // biome-ignore lint/suspicious/noPrototypeBuiltins: the rule's fix, Object.hasOwn, is what the floor lacks.
  return Object.prototype.hasOwnProperty.call(target, key);
}
