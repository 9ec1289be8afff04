export * from './launch';
export * from './productId';
export * from './promotion';
export * from './query';
