export * from './cookie';
export * from './local';
export * from './session';
