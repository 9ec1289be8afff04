// English for every key (issue 14): each area writes its own, so a key missing here is a type error.
import * as app from './areas/app';
import * as base from './areas/base';
import * as complaint from './areas/complaint';
import * as kit from './areas/kit';
import * as loan from './areas/loan';
import * as loanExtras from './areas/loanExtras';
import * as promotion from './areas/promotion';
import * as repayment from './areas/repayment';
import * as service from './areas/service';
import type { Catalogue } from './spec';

// A pure call (see spec.ts): a bundle with the split English catalogue drops this whole one.
export const enCatalogue: Catalogue = /* @__PURE__ */ Object.assign(
  {},
  base.en,
  kit.en,
  loan.en,
  loanExtras.en,
  repayment.en,
  complaint.en,
  service.en,
  promotion.en,
  app.en,
);
