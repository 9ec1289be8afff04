export * from './default';
export * from './define';
export * from './hosts';
export * from './routes';
export type * from './types';
