export {
  type RepayPeriodDefaultCode,
  RepayPeriodScreen,
  type RepayPeriodScreenProps,
} from './RepayPeriodScreen';
