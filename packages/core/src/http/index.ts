export * from './call';
export * from './client';
export { type Decoded, type DecodeIssue, decode, describeIssue } from './decode';
export * from './envelope';
export * from './errors';
export * from './keys';
