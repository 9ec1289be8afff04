export * from './default';
export * from './defaultBrand';
export * from './define';
export * from './hosts';
export * from './routes';
export type * from './types';
