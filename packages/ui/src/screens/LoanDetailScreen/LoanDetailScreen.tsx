import type { OrderActionKind } from '@loan/core';
import { type ReactNode, useId } from 'react';
import { ActionBar, ActionLabel } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { type DetailRow, DetailRows } from '../../components/DetailRows';
import { Dialog } from '../../components/Dialog';
import type { FailureWays } from '../../components/ErrorBlock';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { ProductList, type RecommendedProductItem } from '../../components/ProductList';
import { AsyncScreen } from '../../components/ScreenState';
import { StarRating } from '../../components/StarRating';
import { StatusCard, type UnknownStatusIcon } from '../../components/StatusCard';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './LoanDetailScreen.css';

export const loanDetailStates = ['loading', 'ready', 'failed'] as const;
export type LoanDetailState = (typeof loanDetailStates)[number];

/** The one dialog shown at a time; the container queues them (docs/decisions/loan-details.md). */
export const loanDetailDialogs = [
  'none',
  'withdraw',
  'bankCard',
  'kindTips',
  'rating',
  'ratingResult',
] as const;
export type LoanDetailDialog = (typeof loanDetailDialogs)[number];

export interface LoanDetailRatingProps {
  /** Stars chosen; 0 is none. */
  stars: number;
  /** Called with the stars picked (1 to 5). */
  onStarsChange: (stars: number) => void;
  /** Submit: the container checks for a star and calls google-score. */
  onSubmit: () => void;
  /** google-score is in flight: Submit is locked. Default `false`. */
  sending?: boolean;
}

export interface LoanDetailScreenProps {
  /** 'loading' while the order is read again, 'ready', or 'failed' with the server's message. */
  state: LoanDetailState;
  /** The order status (spec 4); it picks the icon, a code without its own shows `unknownStatusIcon`. */
  status: string | number;
  /** A status without its own icon: the spec's tick or the neutral icon (the brand's choice). Default `'settled'`. */
  unknownStatusIcon?: UnknownStatusIcon;
  /** The status line from the server (noticeStatusText). */
  statusText: string;
  /** The explanation from the server (noticeDesText). Default none. */
  description?: string;
  /** Product name. Default none (the product block shows the rows only). */
  productName?: string;
  /** Product logo URL, drawn 40x40. Default none. */
  productLogo?: string;
  /** The order's detail rows (userOrderDetail.detail). Default none. */
  details?: readonly DetailRow[];
  /** The amount due in minor units (repayAmount): the hero of an order with money owed. Default none. */
  amountDue?: string | number;
  /** Days overdue (overdueDays); above 0 it shows under the amount due, in the critical colour. Default none. */
  overdueDays?: number;
  /**
   * Where the loan stands, under the status card: the kit's `LoanTimeline`, which the app may bring after
   * the page (its dates' formatting is not on the first load). Default none.
   */
  timeline?: ReactNode;
  /** Which action buttons show (core's `orderActionsFor`). Default `'none'`. */
  actions?: OrderActionKind;
  /** The catalogue's `loanDetail.repay` or `loanDetail.repayment`. Default none. */
  onRepay?: () => void;
  /** The catalogue's `loanDetail.rollover`. Default none. */
  onRollover?: () => void;
  /** The catalogue's `loanDetail.borrowAgain`. Default none. */
  onBorrowAgain?: () => void;
  /** The repayment notice (reyMsg), shown above the repayment buttons. Default none. */
  repayNotice?: string;
  /** The service phone of the order (telephone); shows a call button. Default none. */
  telephone?: string;
  /** Called by the call button. Default none. */
  onCall?: () => void;
  /** Show the recommended-product market (hidden for some statuses). Default `true`. */
  showMarket?: boolean;
  /** The recommended products. Default none (the market shows its more-products link only). */
  products?: readonly RecommendedProductItem[];
  /** Called with the product and its position on a tap of an enabled card. */
  onSelectProduct: (product: RecommendedProductItem, index: number) => void;
  /** The catalogue's `loanDetail.moreProducts`. */
  onMoreProducts: () => void;
  /** Why the order could not be read (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /** Read the order again. Default none (no retry button). */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** The dialog shown. Default `'none'`. */
  dialog?: LoanDetailDialog;
  /** Closes the dialog shown (its close button, Escape, the mask where allowed). */
  onCloseDialog: () => void;
  /** Title of the bank-card reminder (cardPopTitle). Default the catalogue's `loan.bankCardReminder`. */
  bankCardTitle?: string;
  /** Text of the bank-card reminder (cardPopMsg). Default none. */
  bankCardMessage?: string;
  /** The bank-card reminder's way to the bind-bank screen. */
  onBindCard: () => void;
  /** The text of the catalogue's `loanDetail.kindTips` dialog (KindTipsMsg). Default none. */
  kindTipsMessage?: string;
  /** The withdraw-now dialog's Withdraw now. Default none. */
  onWithdraw?: () => void;
  /** The rating dialog. */
  rating: LoanDetailRatingProps;
  /** Page title. Default the catalogue's `title.loanDetail`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/**
 * Loan details v3 (spec 2, 4): the status icon, text and description with the status's actions, the
 * product with its detail rows, the recommended products (hidden for some statuses) and the dialogs,
 * one at a time: withdraw now, bank-card reminder, 'Kind tips', the rating and its result.
 */
export function LoanDetailScreen({
  state,
  status,
  unknownStatusIcon,
  statusText,
  description,
  productName,
  productLogo,
  details = [],
  amountDue,
  overdueDays,
  timeline,
  actions = 'none',
  onRepay,
  onRollover,
  onBorrowAgain,
  repayNotice,
  telephone,
  onCall,
  showMarket = true,
  products = [],
  onSelectProduct,
  onMoreProducts,
  failure,
  onRetry,
  failureWays,
  dialog = 'none',
  onCloseDialog,
  bankCardTitle,
  bankCardMessage,
  onBindCard,
  kindTipsMessage,
  onWithdraw,
  rating,
  title,
  onBack,
}: LoanDetailScreenProps) {
  const t = useText();
  const marketTitle = useId();
  const taglineId = useId();
  const repays = actions === 'rollover' || actions === 'repayment';

  const owed = amountDue !== undefined && String(amountDue).trim() !== '';
  const late = owed && overdueDays !== undefined && overdueDays > 0;
  const figure = owed
    ? {
        label: t('loan.amountDue'),
        amount: amountDue,
        alert: late
          ? overdueDays === 1
            ? t('loan.dayOverdue')
            : t('loan.daysOverdue', { days: overdueDays })
          : undefined,
      }
    : undefined;

  // In the card: the repayment notice and the rollover, the secondary way on (spec 2: 'Short of money?').
  const cardActions =
    (repays && repayNotice) || actions === 'rollover' ? (
      <>
        {repays && repayNotice ? (
          <p className={styles.notice} role="note">
            {repayNotice}
          </p>
        ) : null}
        {actions === 'rollover' ? (
          <div className={styles.rollover}>
            <p id={taglineId} className={styles.tagline}>
              {t('loanDetail.rolloverTagline')}
            </p>
            <Button block variant="secondary" aria-describedby={taglineId} onClick={onRollover}>
              {t('loanDetail.rollover')}
            </Button>
          </div>
        ) : null}
      </>
    ) : null;

  // The primary action sticks to the bottom of the screen; repaying carries the amount it pays.
  const actionBar =
    state !== 'ready' || actions === 'none' ? undefined : (
      <ActionBar>
        {repays ? (
          <Button block onClick={onRepay}>
            <ActionLabel
              label={actions === 'rollover' ? t('loanDetail.repay') : t('loanDetail.repayment')}
              amount={owed ? amountDue : undefined}
            />
          </Button>
        ) : (
          <Button block onClick={onBorrowAgain}>
            {t('loanDetail.borrowAgain')}
          </Button>
        )}
      </ActionBar>
    );

  return (
    <Page navBar={<NavBar title={title ?? t('title.loanDetail')} onBack={onBack} />} actionBar={actionBar}>
      <AsyncScreen
        state={state}
        layout="detail"
        label={t('loan.loadingOrder')}
        failure={{
          title: t('loan.orderFailed'),
          description: failure || t('kit.tryAgainLater'),
          ...(failureWays ?? { onRetry }),
        }}
      >
        <Stack>
          <StatusCard
            status={status}
            unknownIcon={unknownStatusIcon}
            statusText={statusText}
            description={description}
            figure={figure}
            actions={cardActions}
          />
          {timeline}
          {productName || details.length > 0 || telephone ? (
            <Card component="section" aria-label={t('loan.loan')}>
              {productName ? (
                <div className={styles.product}>
                  {productLogo ? (
                    <img
                      className={styles.logo}
                      src={productLogo}
                      alt=""
                      width={40}
                      height={40}
                      decoding="async"
                    />
                  ) : null}
                  <h2 className={styles.productName}>{productName}</h2>
                </div>
              ) : null}
              {details.length > 0 ? <DetailRows rows={details} aria-label={t('loan.details')} /> : null}
              {telephone ? (
                <Button variant="tertiary" block onClick={onCall}>
                  {t('loan.callPhone', { phone: telephone })}
                </Button>
              ) : null}
            </Card>
          ) : null}
          {showMarket ? (
            <section
              className={styles.market}
              aria-labelledby={products.length > 0 ? marketTitle : undefined}
            >
              {/* None recommended is not none at all: the way to more products is the section then, with
                  no "no products for you" and no "Recommended products" heading over nothing. */}
              {products.length > 0 ? (
                <>
                  <h2 id={marketTitle} className={styles.sectionTitle}>
                    {t('loan.recommendedProducts')}
                  </h2>
                  <ProductList products={products} onSelectProduct={onSelectProduct} />
                </>
              ) : null}
              <button type="button" className={styles.more} onClick={onMoreProducts}>
                {t('loanDetail.moreProducts')}
              </button>
            </section>
          ) : null}
        </Stack>
      </AsyncScreen>

      {/* Withdraw now and Check card say what they do: no line under the text explains them again. */}
      <Dialog
        open={dialog === 'withdraw'}
        onClose={onCloseDialog}
        title={t('loan.moneyReady')}
        actions={
          <div className={styles.dialogActions}>
            <Button variant="secondary" data-autofocus onClick={onCloseDialog}>
              {t('kit.later')}
            </Button>
            <Button onClick={onWithdraw}>{t('loan.withdrawNow')}</Button>
          </div>
        }
      >
        {t('loan.withdrawMessage')}
      </Dialog>
      <Dialog
        open={dialog === 'bankCard'}
        onClose={onCloseDialog}
        title={bankCardTitle || t('loan.bankCardReminder')}
        actions={
          <div className={styles.dialogActions}>
            <Button variant="secondary" data-autofocus onClick={onCloseDialog}>
              {t('kit.later')}
            </Button>
            <Button onClick={onBindCard}>{t('loan.checkCard')}</Button>
          </div>
        }
      >
        {bankCardMessage || undefined}
      </Dialog>
      <Dialog
        open={dialog === 'kindTips'}
        onClose={onCloseDialog}
        title={t('loanDetail.kindTips')}
        actions={<Button onClick={onCloseDialog}>{t('kit.ok')}</Button>}
      >
        {kindTipsMessage || undefined}
      </Dialog>
      <Dialog
        open={dialog === 'rating'}
        onClose={onCloseDialog}
        maskClosable={false}
        title={t('rating.title')}
        actions={
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={onCloseDialog}>
              {t('common.cancel')}
            </Button>
            <Button loading={rating.sending} onClick={rating.onSubmit}>
              {t('kit.submit')}
            </Button>
          </div>
        }
      >
        <div className={styles.stars}>
          <StarRating label={t('kit.yourRating')} value={rating.stars} onChange={rating.onStarsChange} />
        </div>
      </Dialog>
      <Dialog
        open={dialog === 'ratingResult'}
        onClose={onCloseDialog}
        title={t('loan.ratingThanks')}
        actions={<Button onClick={onCloseDialog}>{t('kit.ok')}</Button>}
      >
        {t('loan.ratingThanksMessage')}
      </Dialog>
    </Page>
  );
}
