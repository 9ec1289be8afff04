export { enCatalogue } from './en';
export * from './message';
export { type Catalogue, type MessageKey, specCatalogue } from './spec';
export * from './split';
