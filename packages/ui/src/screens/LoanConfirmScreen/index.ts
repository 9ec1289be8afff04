export {
  LoanConfirmScreen,
  type LoanConfirmScreenProps,
  type LoanConfirmState,
  loanConfirmStates,
  type PromoPopup,
  type RetentionPopup,
} from './LoanConfirmScreen';
export { LoanCostBar, type LoanCostBarProps } from './LoanCostBar';
