export {
  PaymentReceipt,
  type PaymentReceiptProps,
  type ReceiptSaveState,
  receiptSaveStates,
} from './PaymentReceipt';
