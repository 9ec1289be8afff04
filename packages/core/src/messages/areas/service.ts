import type { EnglishOf } from './types';

// The service area's strings (issue 14): keys are 'service.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
