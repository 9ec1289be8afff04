export * from './backHook';
export * from './bridge';
export * from './check';
export * from './messages';
export * from './saveImage';
export * from './transport';
