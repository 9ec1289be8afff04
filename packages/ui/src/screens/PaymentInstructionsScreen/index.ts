export {
  type PaymentGuide,
  PaymentInstructionsScreen,
  type PaymentInstructionsScreenProps,
  type PaymentInstructionView,
  paymentInstructionViews,
} from './PaymentInstructionsScreen';
