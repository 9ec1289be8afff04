export * from './errors';
export * from './follow';
export * from './hosts';
export * from './report';
export * from './safeUrl';
