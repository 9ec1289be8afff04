import type { MessageKey } from '@loan/core';

/** The home section's highlights (ours: the spec names the section, not its text), as catalogue keys. */
export const homeHighlights: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'site.decisionTitle', text: 'site.decisionText' },
  { title: 'site.moneyTitle', text: 'site.moneyText' },
  { title: 'site.termTitle', text: 'site.termText' },
  { title: 'site.clearTitle', text: 'site.clearText' },
];
