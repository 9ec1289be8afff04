import type { BrandConfig } from '@loan/core';
import { Page } from '../../components/Page';
import { companyVars, LegalDocument } from '../LegalDocument';
import { privacyPolicyText } from './content';

type Company = BrandConfig['company'];

export interface PrivacyPolicyDocumentProps {
  /** The lending company publishing the policy; its name and contact fill the text. */
  company: Company;
  /** Prefix of the section anchors. Default `'privacy-'`. */
  idPrefix?: string;
}

/** The privacy policy as an article (h1, contents, one h2 per section), for a page or a site section. */
export function PrivacyPolicyDocument({ company, idPrefix = 'privacy-' }: PrivacyPolicyDocumentProps) {
  return <LegalDocument text={privacyPolicyText} idPrefix={idPrefix} vars={companyVars(company)} />;
}

export interface PrivacyPolicyScreenProps {
  /** The lending company publishing the policy; its name and contact fill the text. */
  company: Company;
}

/** The privacy policy page (spec 2, /espionageThat). */
export function PrivacyPolicyScreen({ company }: PrivacyPolicyScreenProps) {
  return (
    <Page>
      <PrivacyPolicyDocument company={company} />
    </Page>
  );
}
