import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const panel = style({ overflow: 'hidden' });

export const frame = style({
  display: 'block',
  width: '100%',
  // A fixed share of the screen, so the frame does not resize as its page loads.
  height: '55dvh',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
