export * from './errors';
export * from './follow';
export * from './safeUrl';
