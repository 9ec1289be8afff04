export { ErrorBlock, type ErrorBlockProps, type FailureWays } from './ErrorBlock';
