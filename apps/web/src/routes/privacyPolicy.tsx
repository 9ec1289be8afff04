import { PrivacyPolicyScreen } from '@loan/ui';
import { brand } from '../app/brand';

/** Privacy policy (spec 2), published by the brand's lending company. */
export function Component() {
  return <PrivacyPolicyScreen company={brand.company} />;
}
