import { useLoaderData } from 'react-router-dom';
import { LoanConfirmContainer } from '../app/loanConfirm';
import { type loader, source } from './loanConfirm.data';

/** Loan confirmation v3 (`/terroristBy`). */
export function Component() {
  return <LoanConfirmContainer source={source} data={useLoaderData<typeof loader>()} />;
}
