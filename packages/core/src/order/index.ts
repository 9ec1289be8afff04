export * from './confirm';
export * from './cost';
export * from './order';
export * from './timeline';
