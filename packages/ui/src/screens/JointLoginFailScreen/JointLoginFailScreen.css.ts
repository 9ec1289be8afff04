import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { narrow } from '../../utils/reflow';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLg,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const errorText = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.danger,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  // Narrow: Page's inset is enough.
  '@media': { [narrow]: { paddingInline: 0 } },
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});
