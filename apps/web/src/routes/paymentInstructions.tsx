import { messagesFor } from '@loan/core';
import { PaymentInstructionsScreen } from '@loan/ui';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { brand } from '../app/brand';
import { requireParams } from '../app/errors';
import { paymentGuide } from '../app/paymentGuide';

const t = messagesFor(brand);

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // requestType=1 carries the borrower's reference number and amount; both are then required.
  const reference =
    params.get('requestType') === '1' ? requireParams(request.url, ['payCode', 'amount']) : undefined;
  return { reference, view: params.get('view') === 'qr' ? ('qr' as const) : ('bills' as const) };
}

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
