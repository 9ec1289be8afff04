export * from './cookie';
export * from './lastChannel';
export * from './local';
export * from './session';
