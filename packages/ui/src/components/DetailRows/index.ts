export { type DetailRow, DetailRows, type DetailRowsProps } from './DetailRows';
