import { messagesFor } from '@loan/core';
import { PaymentInstructionsScreen } from '@loan/ui';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { brand } from '../app/brand';
import { paymentGuide } from '../app/paymentGuide';
import type { loader } from './paymentInstructions.data';

const t = messagesFor(brand);

/** Payment instructions (spec 2): the market's static guides, no API call. */
export function Component() {
  const { reference, view } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  // Built at render, not when the module loads: the guide's words arrive with the route (issue 16).
  const { wallets, store, walletSteps, qrSteps } = paymentGuide(t, brand.market);
  return (
    <PaymentInstructionsScreen
      wallets={wallets}
      store={store}
      walletSteps={walletSteps}
      qrSteps={qrSteps}
      reference={reference}
      defaultView={view}
      // The view is kept in the address bar, so a reload or a shared link opens the same one.
      onViewChange={(next) =>
        setSearchParams(
          (params) => {
            params.set('view', next);
            return params;
          },
          { replace: true },
        )
      }
    />
  );
}
