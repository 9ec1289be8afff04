export {
  LoanConfirmScreen,
  type LoanConfirmScreenProps,
  type LoanConfirmState,
  loanConfirmStates,
  type PromoPopup,
  type RetentionPopup,
} from './LoanConfirmScreen';
