import type { Space } from './atoms.css';
import { Box, type BoxProps, classes } from './Box';
import { card } from './layout.css';

export type CardProps = Omit<BoxProps, 'gap'> & {
  /** The space between the card's children. Default `sm`. */
  space?: Space;
};

/**
 * The one card (Braid's Card): surface, large radius and shadow, a 16 px padding and its children in a
 * column; padding props override the padding (e.g. `paddingY="xs"` for a card of full-width rows).
 */
export function Card({ space = 'sm', className, ...props }: CardProps) {
  return (
    <Box
      display="flex"
      flexDirection="column"
      gap={space}
      padding="md"
      className={classes(card, className)}
      {...props}
    />
  );
}
