// The spec's user-facing strings, literally, in their original language (spec 2, 4, 5, 8); where the
// spec gives none, ours in English. One file per area in ./areas.
import * as app from './areas/app';
import * as base from './areas/base';
import * as complaint from './areas/complaint';
import * as kit from './areas/kit';
import * as loan from './areas/loan';
import * as loanExtras from './areas/loanExtras';
import * as promotion from './areas/promotion';
import * as repayment from './areas/repayment';
import * as service from './areas/service';

// A pure call, not a spread: a bundle that reads only the split catalogue (split.ts) drops this whole
// one, and with it the static import of every screen area (a spread may call getters, so it stays).
type Areas = typeof base.spec &
  typeof kit.spec &
  typeof loan.spec &
  typeof loanExtras.spec &
  typeof repayment.spec &
  typeof complaint.spec &
  typeof service.spec &
  typeof promotion.spec &
  typeof app.spec;

export const specCatalogue: Readonly<Areas> = /* @__PURE__ */ Object.assign(
  {},
  base.spec,
  kit.spec,
  loan.spec,
  loanExtras.spec,
  repayment.spec,
  complaint.spec,
  service.spec,
  promotion.spec,
  app.spec,
);

/** Every user-facing string, by key. */
export type MessageKey = keyof typeof specCatalogue;

/** One string per key: a brand's own catalogue missing a key is a type error. */
export type Catalogue = Readonly<Record<MessageKey, string>>;
