export {
  type PayNoticeGroup,
  RepaymentCode2Screen,
  type RepaymentCode2ScreenProps,
} from './RepaymentCode2Screen';
