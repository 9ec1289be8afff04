export { PayCodeBox, type PayCodeBoxProps } from './PayCodeBox';
export { PayCodeCard, type PayCodeCardProps } from './PayCodeCard';
