import type { Space } from './atoms.css';
import { Box, type BoxProps } from './Box';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /** The space between the children, from the theme's scale. Default `md`, the screens' one rhythm. */
  space?: Space;
};

/** Children one under another with one gap between them (Braid's Stack); no margins on the children. */
export function Stack({ space = 'md', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={space} {...props} />;
}
