import { LoanTermsScreen } from '@loan/ui';
import { brand } from '../app/brand';

/** Loan terms and conditions (spec 2, spec 9 'Loan terms text'), with the brand as lender. */
export function Component() {
  return <LoanTermsScreen company={brand.company} />;
}
