import type { EnglishOf } from './types';

// The complaint area's strings (issue 14): keys are 'complaint.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
