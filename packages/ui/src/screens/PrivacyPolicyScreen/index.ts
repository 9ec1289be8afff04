export { privacyPolicyText } from './content';
export {
  PrivacyPolicyDocument,
  type PrivacyPolicyDocumentProps,
  PrivacyPolicyScreen,
  type PrivacyPolicyScreenProps,
} from './PrivacyPolicyScreen';
