export { type PolicyOfficerRole, privacyPolicyText, privacyPolicyTextFor } from './content';
export {
  PrivacyPolicyDocument,
  type PrivacyPolicyDocumentProps,
  PrivacyPolicyScreen,
  type PrivacyPolicyScreenProps,
} from './PrivacyPolicyScreen';
