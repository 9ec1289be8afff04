export * from './en';
export * from './message';
export * from './spec';
