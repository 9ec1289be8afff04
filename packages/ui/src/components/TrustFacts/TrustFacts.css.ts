import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xs, color: vars.color.text },
  variants: {
    variant: {
      card: {
        padding: vars.space.md,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.md,
      },
      plain: {},
    },
  },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeMd, fontWeight: vars.font.weightBold });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const row = style({ display: 'flex', flexDirection: 'column', gap: '2px' });

export const term = style({ fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  overflowWrap: 'break-word',
});

export const line = style({ display: 'block' });

// Each link on its own line, as tall as a finger, as wide as its text.
export const link = style({
  width: 'fit-content',
  minHeight: vars.size.touch,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.brand,
  fontWeight: vars.font.weightBold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const word = style({ whiteSpace: 'nowrap' });
