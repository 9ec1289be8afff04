import type { EnglishOf } from './types';

// The app area's strings (issue 14): keys are 'app.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
