import type { LoaderFunctionArgs } from 'react-router-dom';
import { IncompleteLinkError, requireParams } from '../app/errors';

/**
 * Everything comes from the link (no API call, spec 2): showType and repayAmount always; type 1
 * needs payCode, other types payCode or payCodeImg (docs/decisions/repaymentCode.md).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { showType, repayAmount } = requireParams(request.url, ['showType', 'repayAmount']);
  const query = new URL(request.url).searchParams;
  const payCode = query.get('payCode')?.trim() ?? '';
  const payCodeImg = query.get('payCodeImg')?.trim() ?? '';
  if (!payCode && (showType.trim() === '1' || !payCodeImg)) {
    throw new IncompleteLinkError(showType.trim() === '1' ? ['payCode'] : ['payCode or payCodeImg']);
  }
  // The spec's 'real' param decides the currency when the link carries it (a brand whose money has one
  // currency keeps it); else the brand's own money.
  return { showType, payCode, payCodeImg, repayAmount, real: query.get('real') };
}
