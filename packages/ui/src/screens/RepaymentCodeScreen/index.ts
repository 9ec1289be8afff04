export { RepaymentCodeScreen, type RepaymentCodeScreenProps } from './RepaymentCodeScreen';
