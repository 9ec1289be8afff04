import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The server's notice as a callout (a tinted panel with the brand's edge), not a loose line between cards.
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  fontSize: vars.font.sizeSm,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  overflowWrap: 'break-word',
});
