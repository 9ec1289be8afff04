export { NoChannels, type NoChannelsProps } from './NoChannels';
export { RepayScreen, type RepayScreenProps } from './RepayScreen';
