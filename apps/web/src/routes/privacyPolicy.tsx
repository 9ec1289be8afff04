import { PrivacyPolicyScreen } from '@loan/ui';
import { brand } from '../app/brand';

/**
 * Privacy policy (spec 2), published by the brand's lending company; its grievance or data protection
 * officer (the brand's trust facts, as About us names them) is its contact for personal information.
 */
export function Component() {
  return <PrivacyPolicyScreen company={brand.company} trust={brand.trust} />;
}
