export type { Space } from './atoms.css';
export { Box, type BoxProps } from './Box';
export { Card, type CardProps } from './Card';
export { Inset, type InsetProps } from './Inset';
export { Stack, type StackProps } from './Stack';
