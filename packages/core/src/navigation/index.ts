export * from './errors';
export * from './follow';
export * from './hosts';
export * from './payUrl';
export * from './report';
export * from './safeUrl';
