export { SmsCodeInput, type SmsCodeInputProps } from './SmsCodeInput';
