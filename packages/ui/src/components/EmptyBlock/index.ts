export { EmptyBlock, type EmptyBlockProps } from './EmptyBlock';
