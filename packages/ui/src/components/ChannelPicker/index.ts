export { ChannelLogo, type ChannelLogoProps } from './ChannelLogo';
export { ChannelPicker, type ChannelPickerProps, type PaymentChannel } from './ChannelPicker';
