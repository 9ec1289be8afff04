export { CopyButton, type CopyButtonProps } from './CopyButton';
export { copyText } from './copyText';
