import { useLoaderData } from 'react-router-dom';
import { LoanConfirmContainer } from '../app/loanConfirm';
import { type loader, source } from './loanConfirmAlt.data';

/** Loan confirmation, the alternate variant (`/summerThey`): server button label and promo popup. */
export function Component() {
  return <LoanConfirmContainer source={source} data={useLoaderData<typeof loader>()} />;
}
