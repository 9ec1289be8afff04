import { bankCalls } from './bank';
import { complaintCalls } from './complaint';
import { eventsCalls } from './events';
import { goyaCalls } from './goya';
import { loanCalls } from './loan';
import { promotionCalls } from './promotion';
import { repaymentCalls } from './repayment';
import { serviceCalls } from './service';

/**
 * Every call of spec 7 with its path, family, verb, client and shape: the one contract the api
 * functions send and the sandbox answers. Only an importer of this table carries every schema;
 * a route that builds one api group carries that group's.
 */
export const callDefs = {
  ...bankCalls,
  ...complaintCalls,
  ...serviceCalls,
  ...repaymentCalls,
  ...promotionCalls,
  ...loanCalls,
  ...eventsCalls,
  ...goyaCalls,
};

export type CallName = keyof typeof callDefs;
