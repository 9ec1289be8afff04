export { type LateTermsText, loanTermsText, loanTermsTextFor } from './content';
export {
  LoanTermsDocument,
  type LoanTermsDocumentProps,
  LoanTermsScreen,
  type LoanTermsScreenProps,
} from './LoanTermsScreen';
