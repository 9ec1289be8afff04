export { RepayScreen, type RepayScreenProps } from './RepayScreen';
