export * from './draft';
export * from './form';
