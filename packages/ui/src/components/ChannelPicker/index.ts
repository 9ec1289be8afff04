export { ChannelPicker, type ChannelPickerProps, type PaymentChannel } from './ChannelPicker';
