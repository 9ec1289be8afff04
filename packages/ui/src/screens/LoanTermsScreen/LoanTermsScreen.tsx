import type { BrandConfig } from '@loan/core';
import { Page } from '../../components/Page';
import { useMoney } from '../../config';
import { companyVars, LegalDocument } from '../LegalDocument';
import { loanTermsTextFor } from './content';

type Company = BrandConfig['company'];

export interface LoanTermsDocumentProps {
  /** The lender; its name and contact fill the text, its `lateTerms` the late payment clause. */
  company: Company;
  /** Prefix of the section anchors. Default `'terms-'`. */
  idPrefix?: string;
}

/** The loan terms as an article (h1, contents, one h2 per section), for a page or a site section. */
export function LoanTermsDocument({ company, idPrefix = 'terms-' }: LoanTermsDocumentProps) {
  const money = useMoney();
  // The spec's penalties (1,000 for new clients, 800 for repeat ones) in the brand's currency: the spec
  // writes them in rupees for a peso product (docs/decisions/market-data.md).
  const vars = { ...companyVars(company), penaltyNew: money(100000), penaltyRepeat: money(80000) };
  // A market brand's own late terms in its money (docs/decisions/legal-pages.md); absent: the spec's.
  const late = company.lateTerms;
  const text = loanTermsTextFor(
    late && {
      fee: money(late.fee),
      feeRepeat: late.feeRepeat === undefined ? undefined : money(late.feeRepeat),
      dailyRate: late.dailyRate,
      capPercent: late.capPercent,
    },
  );
  return <LegalDocument text={text} idPrefix={idPrefix} vars={vars} />;
}

export interface LoanTermsScreenProps {
  /** The lender; its name and contact fill the text. */
  company: Company;
}

/** The loan terms and conditions page (spec 2, /openingActions). */
export function LoanTermsScreen({ company }: LoanTermsScreenProps) {
  return (
    <Page>
      <LoanTermsDocument company={company} />
    </Page>
  );
}
