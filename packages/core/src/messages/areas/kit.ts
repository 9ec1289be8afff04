import type { EnglishOf } from './types';

// The kit area's strings (issue 14): keys are 'kit.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
