import {
  followUrl,
  isBankTipFlagSet,
  isMarketHidden,
  LOW_SCORE_BELOW,
  loadCatalogueAreas,
  MODULE_ID_BORROW_AGAIN,
  messagesFor,
  type OrderDetails,
  opensInside,
  orderActionsFor,
  RATING_SUBMIT_SCORE,
  routeHref,
  type ScreenKey,
  setBankTipFlag,
  withdrawUrl,
} from '@loan/core';
import { type LoanDetailDialog, LoanDetailScreen, toast } from '@loan/ui';
import { type ComponentType, useEffect, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { laterAreas } from '../app/areas';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import { useContactService } from '../app/contact';
import { failureText } from '../app/failure';
import { openProduct, toProductItem } from '../app/product';
import { useSubmitLock } from '../app/submitLock';
import { api, type loader } from './loanDetail.data';

const t = messagesFor(brand);

// Where the loan stands comes in a chunk of its own (its dates' formatting is not on the first load),
// asked for with the route, so it is usually there when the order is (docs/decisions/timeline-and-cost.md).
// A chunk that does not arrive leaves the page without its timeline, nothing else.
type TimelineBlock = ComponentType<{ order: OrderDetails; overdueShown: boolean }>;
let loadedTimeline: TimelineBlock | undefined;
// Its words (the loanExtras area) come beside it.
const timelineChunk = Promise.all([
  import('./loanDetail.timeline'),
  loadCatalogueAreas(brand.catalogue, laterAreas.loanDetail),
]).then(
  ([module]) => {
    loadedTimeline = module.OrderTimelineBlock;
    return module.OrderTimelineBlock;
  },
  () => undefined,
);

/** The dialogs the order asks for, shown one at a time in this order (docs/decisions/loan-details.md). */
function dialogsOf(order: OrderDetails): LoanDetailDialog[] {
  const queue: LoanDetailDialog[] = [];
  if (withdrawUrl(order)) queue.push('withdraw');
  if (Number(order.cardNeedPop) === 1) queue.push('bankCard');
  if (order.KindTipsMsg?.trim() && !isBankTipFlagSet()) queue.push('kindTips');
  if (Number(order.isScore) === 1) queue.push('rating');
  return queue;
}

/**
 * Loan details v3 (spec 2, 4), also the order page: status, product and rows, the status's actions,
 * the recommended products where shown, and the dialogs the order asks for.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const navigate = useNavigate();
  const order = data.order.ok && !data.redirecting ? data.order.order : undefined;
  const [queue, setQueue] = useState<LoanDetailDialog[]>([]);
  const [stars, setStars] = useState(0);
  const [Timeline, setTimeline] = useState(() => loadedTimeline);
  useEffect(() => {
    if (!Timeline) void timelineChunk.then((block) => block && setTimeline(() => block));
  }, [Timeline]);
  const { busy: sending, run } = useSubmitLock();

  useEffect(() => {
    setQueue(order ? dialogsOf(order) : []);
  }, [order]);

  const closeDialog = () => setQueue((q) => q.slice(1));

  const go = (key: ScreenKey, params?: Record<string, string>) =>
    navigate(routeHref(brand, key, window.location.search, params));

  const toRepayment = (key: 'repay' | 'repayDelay') => {
    // Spec 4: going to repayment sets the session flag that keeps 'Kind tips' closed.
    setBankTipFlag();
    go(key);
  };

  const onWithdraw = () => {
    const url = order ? withdrawUrl(order) : undefined;
    if (!url) return;
    try {
      if (opensInside(order?.inside)) bridge.openPage(url, order?.productName ?? undefined);
      else followUrl(brand, url);
      closeDialog();
    } catch (error) {
      toast.fail(failureText(error));
    }
  };

  const onCall = () => {
    try {
      // The bridge refuses a number that is not 3 to 15 digits.
      if (order?.telephone) bridge.callPhone(order.telephone.trim());
    } catch (error) {
      toast.fail((error as Error).message);
    }
  };

  const onSubmitRating = () => {
    if (stars < 1) {
      toast.fail(t('rating.choose'));
      return;
    }
    void run(async () => {
      try {
        // Spec 4: the score sent is always 5, whatever was picked.
        await api.loan.googleScore(RATING_SUBMIT_SCORE);
        if (stars < LOW_SCORE_BELOW) setQueue((q) => ['ratingResult', ...q.slice(1)]);
        else {
          closeDialog();
          bridge.rateApp();
        }
      } catch (error) {
        toast.fail(failureText(error));
      }
    });
  };

  return (
    <LoanDetailScreen
      state={revalidator.state === 'loading' || data.redirecting ? 'loading' : order ? 'ready' : 'failed'}
      status={order?.orderStatus ?? ''}
      unknownStatusIcon={brand.unknownStatusIcon}
      statusText={order?.noticeStatusText ?? ''}
      description={order?.noticeDesText ?? undefined}
      productName={order?.productName ?? undefined}
      productLogo={order?.productLogo ?? undefined}
      details={(order?.userOrderDetail?.detail ?? []).map((row) => ({
        text: row.text,
        value: String(row.value),
      }))}
      amountDue={order?.repayAmount ?? undefined}
      overdueDays={order?.overdueDays ?? undefined}
      timeline={
        order && Timeline ? (
          // The status card says the days overdue when the answer gives them with the amount due.
          <Timeline
            order={order}
            overdueShown={String(order.repayAmount ?? '').trim() !== '' && Number(order.overdueDays) > 0}
          />
        ) : undefined
      }
      actions={order ? orderActionsFor(order) : 'none'}
      onRepay={() => toRepayment('repay')}
      onRollover={() => toRepayment('repayDelay')}
      onBorrowAgain={() =>
        openProduct({ id: data.productId, name: order?.productName ?? undefined }, MODULE_ID_BORROW_AGAIN)
      }
      repayNotice={order?.reyMsg ?? undefined}
      telephone={order?.telephone?.trim() || undefined}
      onCall={onCall}
      showMarket={order ? !isMarketHidden(order) : false}
      products={(order?.recProducts ?? []).map(toProductItem)}
      onSelectProduct={(product, index) => openProduct(product, MODULE_ID_BORROW_AGAIN, index)}
      onMoreProducts={() => bridge.toHome()}
      failure={data.order.ok ? undefined : data.order.failure}
      onRetry={() => revalidator.revalidate()}
      // The server refused (a business code, serverFailureAsData): a retry cannot change it; a person can.
      failureWays={data.order.ok ? undefined : { onContact: contact }}
      dialog={queue[0] ?? 'none'}
      onCloseDialog={() => {
        if (queue[0] === 'rating') setStars(0);
        closeDialog();
      }}
      bankCardTitle={order?.cardPopTitle ?? undefined}
      bankCardMessage={order?.cardPopMsg ?? undefined}
      onBindCard={() => {
        closeDialog();
        // The bind-bank screen returns to the order page when source is loanDetail (spec 4).
        go('bindBank', { source: 'loanDetail' });
      }}
      kindTipsMessage={order?.KindTipsMsg ?? undefined}
      onWithdraw={onWithdraw}
      rating={{ stars, onStarsChange: setStars, onSubmit: onSubmitRating, sending }}
    />
  );
}
