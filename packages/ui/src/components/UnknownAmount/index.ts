export { AmountDash, UnknownAmount, type UnknownAmountProps } from './UnknownAmount';
