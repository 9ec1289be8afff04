import type { EnglishOf } from './types';

// The repayment area's strings (issue 14): keys are 'repayment.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
