import type { MessageKey } from '@loan/core';

/** The About us text (spec 2, About us: static company text), paragraph by paragraph; `{company}` is the brand's name. */
export const aboutUsParagraphs: readonly MessageKey[] = [
  'about.paragraph1',
  'about.paragraph2',
  'about.paragraph3',
  'about.paragraph4',
];
