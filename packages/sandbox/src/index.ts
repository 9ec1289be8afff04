export { API_PREFIX, createSandboxApp, type SandboxOptions } from './app';
export { type Fault, parseFault } from './faults';
export { type DemoMarket, demoMarket, type MarketId, markets } from './markets';
export * as seed from './seed';
