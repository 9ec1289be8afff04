import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: vars.font.weightBold,
  color: vars.color.textSecondary,
});

// The borrower's words as written: line breaks kept, long words broken only when wider than the line.
export const content = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
});

export const heading = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const responder = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const result = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.5,
  overflowWrap: 'break-word',
});

export const gallery = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 72px)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumb = style({
  display: 'block',
  width: '72px',
  height: '72px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.background,
  cursor: 'zoom-in',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const thumbImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const large = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const stars = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.sm} 0` });
