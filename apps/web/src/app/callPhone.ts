/**
 * Calls a number through the native shell (the bridge's callPhone), for the kit's phone links: a
 * webview may not hand a `tel:` link to the dialler. The bridge loads on first use, off the first load;
 * if it cannot load, or refuses the number, the plain `tel:` link is followed instead.
 */
export function callPhone(phone: string): void {
  import('./bridge')
    .then(({ bridge }) => {
      bridge.callPhone(phone);
    })
    .catch(() => {
      window.location.assign(`tel:${phone}`);
    });
}
