import type { EnglishOf } from './types';

// The kit's own words: what its components say, and what several screens share. Shared keys live
// here so that each screen area reuses them instead of writing its own copy.
export const spec = {
  // ours: the line a failed screen shows when the server gave no message.
  'kit.tryAgainLater': 'Please try again in a moment.',
  'kit.close': 'Close',
  'kit.copy': 'Copy',
  'kit.copyFailed': 'copy failed',
  'kit.back': 'Back',
  'kit.loading': 'Loading',
  'kit.somethingWrong': 'Something went wrong',
  'kit.noData': 'No data',
} as const;

export const en: EnglishOf<typeof spec> = {
  'kit.tryAgainLater': 'Please try again in a moment.',
  'kit.close': 'Close',
  'kit.copy': 'Copy',
  'kit.copyFailed': 'copy failed',
  'kit.back': 'Back',
  'kit.loading': 'Loading',
  'kit.somethingWrong': 'Something went wrong',
  'kit.noData': 'No data',
};
