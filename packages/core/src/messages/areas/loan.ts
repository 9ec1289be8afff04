import type { EnglishOf } from './types';

// The loan area's strings (issue 14): keys are 'loan.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
