export {
  LoanConfirmScreen,
  type LoanConfirmScreenProps,
  type LoanConfirmState,
  loanConfirmStates,
  type RetentionPopup,
} from './LoanConfirmScreen';
