export * from './confirm';
export * from './order';
export * from './timeline';
