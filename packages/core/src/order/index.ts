export * from './confirm';
export * from './order';
