import { Box, type BoxProps, classes } from './Box';
import { inset } from './layout.css';

export type InsetProps = Omit<
  BoxProps,
  'padding' | 'paddingX' | 'paddingY' | 'paddingTop' | 'paddingBottom' | 'paddingLeft' | 'paddingRight'
>;

/**
 * The page's one inset: the gutter (16 px, 8 px under 360 px) at the sides within the safe area, and
 * 16 px above and below. Page puts its content in one; a screen outside Page uses it for the same edge.
 */
export function Inset({ className, ...props }: InsetProps) {
  return <Box className={classes(inset, className)} {...props} />;
}
