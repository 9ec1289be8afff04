export {
  AmountDash,
  UnknownAmount,
  type UnknownAmountActions,
  type UnknownAmountProps,
} from './UnknownAmount';
