import type { MessageKey } from '@loan/core';

/** The About us text (spec 2, About us: static company text), paragraph by paragraph under its heading; `{company}` is the brand's name. */
export const aboutUsSections: readonly { heading: MessageKey; paragraph: MessageKey }[] = [
  { heading: 'about.whoWeAre', paragraph: 'about.paragraph1' },
  { heading: 'about.howItWorks', paragraph: 'about.paragraph2' },
  { heading: 'about.howWeTreatYou', paragraph: 'about.paragraph3' },
  { heading: 'about.help', paragraph: 'about.paragraph4' },
];

/** The About us text's paragraphs, in order. */
export const aboutUsParagraphs: readonly MessageKey[] = aboutUsSections.map((section) => section.paragraph);

/**
 * The key facts first (issue 24 review: top apps lead with them): the company's own promises, the
 * same words as the company site's highlights and the text below (decision, money, term).
 */
export const aboutUsFacts: readonly MessageKey[] = [
  'site.decisionTitle',
  'site.moneyTitle',
  'site.termTitle',
];
