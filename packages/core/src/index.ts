export * from './brand/routes';
export type * from './brand/types';
