export {
  PaymentReceipt,
  type PaymentReceiptProps,
  type ReceiptSaveState,
  receiptSaveStates,
} from './PaymentReceipt';
export { RepaymentCodeScreen, type RepaymentCodeScreenProps } from './RepaymentCodeScreen';
