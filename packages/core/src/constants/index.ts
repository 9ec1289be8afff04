export * from './codes';
export * from './limits';
