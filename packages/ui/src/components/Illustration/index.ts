export { Illustration, type IllustrationName, type IllustrationProps, illustrations } from './Illustration';
