import { createBridge, onUrlRefused } from '@loan/core';
import { brand } from './brand';

/** The app's one bridge to the native shell, for the brand this build serves. */
export const bridge = createBridge(brand);

/** The tracking event of a refused server URL: host, reason and the screen's path, never the URL. */
export const URL_REFUSED_EVENT = 'url_refused';

// Every refusal of safe navigation is reported once, wherever it happens (docs/decisions/trusted-hosts.md).
onUrlRefused(({ reason, host }) => {
  bridge.burialPoint({
    event: URL_REFUSED_EVENT,
    extra: { reason, host, page: window.location.pathname },
  });
});
