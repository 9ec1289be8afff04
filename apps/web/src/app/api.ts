import { createHttp, report } from '@loan/core';
import { toast } from '@loan/ui';
import { brand } from './brand';
import { endSessionOnce } from './bridge';

/** Builds made for the sandbox (dev, the test command) pass its `__fault` page param on to every call. */
const sandboxFaults = import.meta.env.DEV || import.meta.env.VITE_SANDBOX === '1';

/**
 * The app's two HTTP clients, for the brand this build serves; a call may ask for the 'loading...' toast.
 * Each route builds only the API groups it calls (`repaymentApi(http)`), so a route's chunk carries
 * its own calls and schemas, not every call of the product.
 */
export const http = createHttp({
  brand,
  forwardParams: sandboxFaults ? ['__fault'] : [],
  onLoading: (on) => (on ? toast.loading() : toast.clear()),
  // A dropped list item or a defaulted field is reported to the lender (tolerant decoding), by the one
  // reporting path (docs/decisions/field-reporting.md).
  onDecodeIssue: ({ call, kind, detail }) =>
    report('decode_issue', { call, kind, detail: detail.slice(0, 200) }),
  // An expired session sends the borrower to the native login, once (docs/decisions/session-expiry.md).
  onFailure: endSessionOnce,
});
