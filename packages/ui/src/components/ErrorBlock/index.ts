export { ErrorBlock, type ErrorBlockProps } from './ErrorBlock';
