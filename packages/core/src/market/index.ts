export * from './mobile';
export * from './money';
