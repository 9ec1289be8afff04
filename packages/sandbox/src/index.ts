export { API_PREFIX, createSandboxApp, type SandboxOptions } from './app';
export { type Fault, parseFault } from './faults';
export * as seed from './seed';
