export * from './ConfigProvider';
export * from './useDates';
