export { PayCodeBox, type PayCodeBoxProps } from './PayCodeBox';
