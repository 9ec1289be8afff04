export {
  CardRepayScreen,
  type CardRepayScreenProps,
  type CardRepaySmsProps,
  type CardRepayState,
  cardRepayStates,
  type RepaymentCardOption,
} from './CardRepayScreen';
