import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tags = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const promise = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const sentNote = style({ margin: 0, color: vars.color.textSecondary, textAlign: 'center' });

export const tagsFailed = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tagsFailedText = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const refused = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.danger });

export const tagsRetry = style({ flexShrink: 0, whiteSpace: 'nowrap' });
