export * from './ConfigProvider';
