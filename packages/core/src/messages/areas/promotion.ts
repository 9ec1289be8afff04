import type { EnglishOf } from './types';

// The promotion area's strings (issue 14): keys are 'promotion.*' unless they already existed elsewhere.
export const spec = {} as const;

export const en: EnglishOf<typeof spec> = {};
