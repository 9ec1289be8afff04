export * from './call';
export * from './client';
export type { DecodeIssue } from './decode';
export * from './envelope';
export * from './errors';
export * from './keys';
