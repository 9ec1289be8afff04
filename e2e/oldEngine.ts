import type { Page } from '@playwright/test';

/**
 * Makes the page's engine look like the support matrix's floor (docs/decisions/support-matrix.md) before
 * any of the app's scripts run: the built-ins Chrome 87 lacks (added in Chrome 88-122), and the `<dialog>`
 * methods iOS 14.5 lacks (Safari 15.4), are removed. Syntax cannot be removed this way: `pnpm check:matrix`
 * parses the built files against the matrix instead.
 */
export async function asFloorEngine(page: Page) {
  await page.addInitScript(() => {
    const drop = (owner: object | undefined, names: string[]) => {
      for (const name of names) if (owner) Reflect.deleteProperty(owner, name);
    };
    const arrayMethods = ['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with'];
    drop(Object, ['hasOwn', 'groupBy']);
    drop(Array, ['fromAsync']);
    drop(Array.prototype, arrayMethods);
    drop(Object.getPrototypeOf(Int8Array.prototype), arrayMethods);
    drop(String.prototype, ['at', 'isWellFormed', 'toWellFormed']);
    drop(Promise, ['withResolvers']);
    drop(Map, ['groupBy']);
    drop(Set.prototype, [
      'union',
      'intersection',
      'difference',
      'symmetricDifference',
      'isSubsetOf',
      'isSupersetOf',
      'isDisjointFrom',
    ]);
    drop(AbortSignal, ['timeout', 'any']);
    drop(globalThis, ['structuredClone', 'Iterator']);
    drop(globalThis.crypto, ['randomUUID']);
    drop(Object.getPrototypeOf(globalThis.crypto), ['randomUUID']);
    drop(HTMLDialogElement.prototype, ['show', 'showModal', 'close', 'requestClose']);
    drop(Element.prototype, ['checkVisibility']);
    drop(HTMLElement.prototype, ['showPopover', 'hidePopover', 'togglePopover']);
  });
}
