export { API_PREFIX, createSandboxApp } from './app';
