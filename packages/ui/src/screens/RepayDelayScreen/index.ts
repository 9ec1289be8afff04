export {
  RepayDelayScreen,
  type RepayDelayScreenProps,
  type RepayDelayState,
  repayDelayStates,
} from './RepayDelayScreen';
