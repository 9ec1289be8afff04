import type { BrandConfig, TrustFacts } from '@loan/core';
import { Page } from '../../components/Page';
import { companyVars, LegalDocument } from '../LegalDocument';
import { privacyPolicyTextFor } from './content';

type Company = BrandConfig['company'];

export interface PrivacyPolicyDocumentProps {
  /** The lending company publishing the policy; its name and contact fill the text. */
  company: Company;
  /**
   * The brand's trust facts (`brand.trust`): its grievance or data protection officer, as About us names
   * them, is the policy's contact for personal information. Default none: the company's contacts.
   */
  trust?: TrustFacts;
  /** Prefix of the section anchors. Default `'privacy-'`. */
  idPrefix?: string;
}

/** The privacy policy as an article (h1, contents, one h2 per section), for a page or a site section. */
export function PrivacyPolicyDocument({ company, trust, idPrefix = 'privacy-' }: PrivacyPolicyDocumentProps) {
  const officer = trust?.grievanceOfficer;
  const vars = companyVars(company);
  const text = privacyPolicyTextFor(officer ? (officer.role ?? 'grievance') : undefined);
  return (
    <LegalDocument
      text={text}
      idPrefix={idPrefix}
      vars={
        officer
          ? {
              ...vars,
              officer: officer.name,
              email: officer.email,
              phone: officer.phone || company.servicePhone || company.phone,
              address: officer.address || company.address,
            }
          : vars
      }
    />
  );
}

export interface PrivacyPolicyScreenProps {
  /** The lending company publishing the policy; its name and contact fill the text. */
  company: Company;
  /** The brand's trust facts: its officer is the policy's contact. Default none: the company's contacts. */
  trust?: TrustFacts;
}

/** The privacy policy page (spec 2, /espionageThat). */
export function PrivacyPolicyScreen({ company, trust }: PrivacyPolicyScreenProps) {
  return (
    <Page>
      <PrivacyPolicyDocument company={company} trust={trust} />
    </Page>
  );
}
