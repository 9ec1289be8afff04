export * from './launch';
export * from './productId';
export * from './query';
