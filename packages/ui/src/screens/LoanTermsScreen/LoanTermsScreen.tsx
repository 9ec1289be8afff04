import type { BrandConfig } from '@loan/core';
import { Page } from '../../components/Page';
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
  return <LegalDocument text={loanTermsText} idPrefix={idPrefix} vars={companyVars(company)} />;
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
