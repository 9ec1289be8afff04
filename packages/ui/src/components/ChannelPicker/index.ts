export { ChannelLogo, type ChannelLogoProps } from './ChannelLogo';
export { ChannelPicker, type ChannelPickerProps, type PaymentChannel } from './ChannelPicker';
export { NoChannels, type NoChannelsProps } from './NoChannels';
