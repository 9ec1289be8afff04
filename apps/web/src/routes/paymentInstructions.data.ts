import type { LoaderFunctionArgs } from 'react-router-dom';
import { requireParams } from '../app/errors';

export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  // requestType=1 carries the borrower's reference number and amount; both are then required.
  const reference =
    params.get('requestType') === '1' ? requireParams(request.url, ['payCode', 'amount']) : undefined;
  return { reference, view: params.get('view') === 'qr' ? ('qr' as const) : ('bills' as const) };
}
