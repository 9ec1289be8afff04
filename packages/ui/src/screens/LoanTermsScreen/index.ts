export { loanTermsText } from './content';
export {
  LoanTermsDocument,
  type LoanTermsDocumentProps,
  LoanTermsScreen,
  type LoanTermsScreenProps,
} from './LoanTermsScreen';
