export * from './complaint';
export * from './formats';
export * from './forms';
export * from './registration';
export * from './repayment';
export type { Validation } from './result';
export * from './sanitize';
