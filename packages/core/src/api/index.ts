import { createHttp, type HttpOptions } from '../http/client';
import { bankApi } from './bank';
import { complaintApi } from './complaint';
import { eventsApi } from './events';
import { goyaApi } from './goya';
import { loanApi } from './loan';
import { promotionApi } from './promotion';
import { repaymentApi } from './repayment';
import { serviceApi } from './service';

export * from './bank';
export * from './calls';
export * from './complaint';
export * from './events';
export * from './generateVcode';
export * from './goya';
export * from './loan';
export {
  type Agreement,
  agreement,
  type DetailRow,
  detailRow,
  type LoanConfirm,
  loanConfirm,
  type OrderDetails,
  orderDetails,
  type RecommendedProduct,
  type RepaymentInfo,
  recommendedProduct,
  repaymentInfo,
} from './loanShapes';
export { type ApiPathKey, apiPaths } from './paths';
export * from './promotion';
export * from './repayment';
export * from './service';

/** Every call of spec 7, grouped by domain, over the two clients of one brand. */
export function createApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    http,
    bank: bankApi(http),
    complaint: complaintApi(http),
    service: serviceApi(http),
    repayment: repaymentApi(http),
    promotion: promotionApi(http),
    loan: loanApi(http),
    events: eventsApi(http),
    goya: goyaApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
