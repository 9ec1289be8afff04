export { RepaymentHeader, type RepaymentHeaderProps } from './RepaymentHeader';
