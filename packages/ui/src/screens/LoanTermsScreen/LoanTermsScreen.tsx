import type { BrandConfig } from '@loan/core';
import { Page } from '../../components/Page';
import { useMoney } from '../../config';
import { companyVars, LegalDocument } from '../LegalDocument';
import { loanTermsText } from './content';

type Company = BrandConfig['company'];

export interface LoanTermsDocumentProps {
  /** The lender; its name and contact fill the text. */
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
  return <LegalDocument text={loanTermsText} idPrefix={idPrefix} vars={vars} />;
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
