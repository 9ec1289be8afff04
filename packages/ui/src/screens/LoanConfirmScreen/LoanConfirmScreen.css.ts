import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const product = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const logo = style({ flex: 'none', borderRadius: vars.radius.sm, objectFit: 'cover' });

export const productName = style({
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

export const figures = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// The hero's label above its amount, as loan details' amount due: one reading order on both money screens.
export const amountRow = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2px',
});

// A value that does not fit beside its label goes under it rather than breaking its words.
export const pair = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textSecondary });

// The hero (Money's own size and font); its box centres it under its label.
export const hero = style({ margin: 0, color: vars.color.text, maxWidth: '100%' });

export const value = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  marginLeft: 'auto',
  textAlign: 'end',
  overflowWrap: 'break-word',
});

// The retention popup's server text, centred under the picture and the title: the question, then why.
export const popTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  textAlign: 'center',
  color: vars.color.text,
});

export const popContent = style({
  margin: `${vars.space.xs} 0 0`,
  textAlign: 'center',
  color: vars.color.textSecondary,
  // The server's title is the heading (kit.serverTitlePlace): the content opens the body.
  selectors: { '&:first-child': { marginTop: 0 } },
});

// The promo's close icon: a 44 px target in the dialog's corner.
export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  inlineSize: 44,
  blockSize: 44,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textSecondary,
  fontSize: vars.font.sizeXl,
  cursor: 'pointer',
});

export const promoMessage = style({
  margin: `${vars.space.lg} 0 0`,
  color: vars.color.text,
  textAlign: 'center',
});

/** The agreements block when its list failed: the loan above stays, this block says why and retries. */
export const agreementsFailed = style({
  borderLeft: `4px solid ${vars.color.warning}`,
  alignItems: 'flex-start',
});

export const agreementsFailedTitle = style({
  margin: 0,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

export const agreementsFailedReason = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

/** A figure the borrower must weigh (you repay, total cost): the value in bold. */
export const strong = style([value, { fontWeight: vars.font.weightBold }]);

/** The line under a figure that says how it is made; on its own line under the pair. */
export const note = style({
  margin: 0,
  flexBasis: '100%',
  fontSize: vars.font.sizeXs,
  color: vars.color.textSecondary,
  overflowWrap: 'break-word',
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
});

/** The key fact statement: a name column and a value column, each row ruled. */
export const facts = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.sizeSm });

export const factName = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xs} 0`,
  textAlign: 'start',
  fontWeight: vars.font.weightRegular,
  color: vars.color.textSecondary,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'break-word',
});

export const factValue = style({
  padding: `${vars.space.xs} 0`,
  textAlign: 'end',
  fontWeight: vars.font.weightBold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Next with the cost sentence above it, one action of the bar. */
export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The cost sentence beside Next, on its own line above the button. */
export const sentence = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

// The consent line (issue 24 review): the box, the label and the agreements' links are one paragraph,
// so a link that wraps goes on at the label's column (a hanging indent the width of the box and its gap),
// not under the box.
const consentIndent = `calc(22px + ${vars.space.xs})`;

export const consent = style({
  margin: 0,
  paddingLeft: consentIndent,
  textIndent: `calc(-1 * ${consentIndent})`,
  fontSize: vars.font.sizeSm,
  color: vars.color.text,
});

export const consentBox = style({ verticalAlign: 'middle', textIndent: 0 });

// A title is a word of the sentence (second review: inline-flex boxes 44 px high made each title a line of
// its own): inline on the text's baseline, so the list's comma and "and" sit beside it. Its 44 px touch
// target is its line (20 px) and the padding above and below; none at its sides, so a comma follows the
// title with no gap and a title that starts a line starts at the label's column.
const consentLine = '20px';

export const consentLink = style({
  display: 'inline-block',
  padding: `calc((${vars.size.touch} - ${consentLine}) / 2) 0`,
  border: 'none',
  background: 'transparent',
  color: vars.color.brand,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSm,
  lineHeight: consentLine,
  fontWeight: vars.font.weightBold,
  textAlign: 'left',
  textIndent: 0,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '0' },
});
