import { SMS_COUNTDOWN_S } from '@loan/core';
import { useEffect, useId, useRef } from 'react';
import { ActionBar, ActionLabel } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { CountdownButton, type CountdownButtonHandle } from '../../components/CountdownButton';
import { Dialog } from '../../components/Dialog';
import type { FailureWays } from '../../components/ErrorBlock';
import { LogoTile } from '../../components/LogoTile';
import { AmountCard } from '../../components/Money/AmountCard';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { RadioList } from '../../components/RadioList';
import { Result } from '../../components/Result';
import { AsyncScreen } from '../../components/ScreenState';
import { SmsCodeInput } from '../../components/SmsCodeInput';
import { useDates, useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './CardRepayScreen.css';

export const cardRepayStates = ['loading', 'ready', 'failed'] as const;
export type CardRepayState = (typeof cardRepayStates)[number];

export interface RepaymentCardOption {
  /** The card's id (cardId of repayment-commit). */
  id: string;
  /** The bank's name. */
  bankName: string;
  /** The masked card number as the server sends it. */
  cardNo: string;
  /** The bank's logo URL, when the server gives one. Default none (a tile of the bank's initials). */
  logo?: string;
}

export interface CardRepaySmsProps {
  /** The SMS step is shown (repayment-commit answered needValid 1). */
  open: boolean;
  /** The code typed so far (kept on a failed confirm). */
  code: string;
  /** Called with the code as it is typed. */
  onCodeChange: (code: string) => void;
  /** Confirm pressed: the container validates (6 characters) and calls repayment-confirm. */
  onConfirm: () => void;
  /** Cancel pressed: the sheet closes; the timer is back at 60 and the label at 'get code' when it opens again. */
  onCancel: () => void;
  /** The resend button pressed: commits again with sendMsg 1. Resolve `false` when no code was sent. */
  onResend: () => Promise<unknown> | unknown;
  /** repayment-confirm is in flight: Confirm is locked. Default `false`. */
  confirming?: boolean;
  /** Length of the countdown in seconds. Default SMS_COUNTDOWN_S (60). */
  seconds?: number;
}

export interface CardRepayScreenProps {
  /** 'loading' while the cards load, 'ready', or 'failed' when the card list could not be read. */
  state: CardRepayState;
  /** The amount to repay in minor units (written in the brand's money). */
  amount: string | number;
  /** When the amount is due (the order's repayDate), shown under it. Default none. */
  dueDate?: string | number;
  /**
   * Why the amount is not known (neither the link nor the order had one): the amount reads as a
   * dash, this message shows, and Pay and the redirect are disabled and described by it. Default none.
   */
  amountMissing?: string;
  /** Opens customer service (the missing-amount message's other way on): a button under it. Default none. */
  onContact?: () => void;
  /** The borrower's bank cards (repayment-way). Default none. */
  cards?: readonly RepaymentCardOption[];
  /** The chosen card's id; `''` is none. */
  selectedCardId: string;
  /** Called with the id of the card chosen. */
  onSelectCard: (id: string) => void;
  /** Pay pressed; the container checks that a card is chosen. */
  onPay: () => void;
  /** repayment-commit is in flight: Pay is locked. Default `false`. */
  paying?: boolean;
  /** Why the card list failed: the server's message or 'failed to query card list'. Default none. */
  failure?: string;
  /** Try loading the cards again. Default none (no retry button). */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** Offer the alipay-style redirect (repayment-way's alipay flag). Default `false`. */
  showRedirect?: boolean;
  /** The alipay-style button pressed: the container calls repayment-huichao and follows its url. */
  onRedirect?: () => void;
  /** repayment-huichao is in flight. Default `false`. */
  redirecting?: boolean;
  /**
   * Opens bank-card binding: with no card, 'Add a bank card' is the page's primary action in place of a
   * Pay that has no card to pay from. Default none (Pay stays, and the container says a card is needed).
   */
  onAddCard?: () => void;
  /** The SMS step. */
  sms: CardRepaySmsProps;
  /** Page title. Default the catalogue's `title.cardRepay`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

function SmsStep({ sms }: { sms: CardRepaySmsProps }) {
  const t = useText();
  const countdown = useRef<CountdownButtonHandle>(null);
  // Opening the step means a code was just sent (spec 4): the 60 s countdown runs from the start.
  useEffect(() => countdown.current?.start(), []);
  return (
    <>
      <p className={styles.hint}>{t('repayment.smsHint')}</p>
      <SmsCodeInput
        label={t('kit.smsCode')}
        value={sms.code}
        onChange={sms.onCodeChange}
        suffix={
          <CountdownButton
            ref={countdown}
            seconds={sms.seconds ?? SMS_COUNTDOWN_S}
            label={t('repay.getCode')}
            resendLabel={t('repayment.resend')}
            onPress={sms.onResend}
          />
        }
      />
    </>
  );
}

/**
 * Repayment by bank card (spec 2, 4; its layout is ours): the amount and its due date, the borrower's
 * cards with their banks' logo tiles as a radio group, what happens after Pay, Pay, the SMS step (code,
 * 60 s countdown with resend, Confirm, Cancel) and the alipay-style redirect button.
 */
export function CardRepayScreen({
  state,
  amount,
  dueDate,
  amountMissing,
  cards = [],
  selectedCardId,
  onSelectCard,
  onPay,
  paying = false,
  failure,
  onRetry,
  failureWays,
  onContact,
  showRedirect = false,
  onRedirect,
  redirecting = false,
  onAddCard,
  sms,
  title,
  onBack,
}: CardRepayScreenProps) {
  const t = useText();
  const { date } = useDates();
  const busy = paying || redirecting;
  const missingId = useId();
  const stepsId = useId();
  const redirectHintId = useId();
  const describedBy = amountMissing ? missingId : undefined;
  // No card to pay from: adding one is the way on, and the one primary (issue 24 review).
  const addCardFirst = state === 'ready' && cards.length === 0 && Boolean(onAddCard);
  return (
    <Page
      navBar={<NavBar title={title ?? t('title.cardRepay')} onBack={onBack} />}
      actionBar={
        addCardFirst ? (
          <ActionBar>
            <Button block disabled={busy} onClick={onAddCard}>
              {t('repayment.addCard')}
            </Button>
          </ActionBar>
        ) : state === 'ready' ? (
          <ActionBar>
            <Button
              block
              loading={paying}
              disabled={redirecting || Boolean(amountMissing)}
              aria-describedby={describedBy}
              onClick={onPay}
            >
              <ActionLabel label={t('repayment.pay')} amount={amountMissing ? null : amount} />
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      <Stack>
        <AmountCard
          label={t('repayment.amountToRepay')}
          amount={amount}
          amountMissing={amountMissing}
          missingId={missingId}
          // The card list's failure block has its own Try again: one per page.
          amountActions={{ onRetry: state === 'failed' ? undefined : onRetry, onContact }}
        >
          {dueDate && !amountMissing ? (
            <p className={styles.due}>
              {t('repayment.dueDate')} <strong className={styles.dueValue}>{date(dueDate)}</strong>
            </p>
          ) : null}
        </AmountCard>
        <AsyncScreen
          state={state}
          layout="list"
          label={t('repayment.loadingCards')}
          failure={{ title: failure || t('repay.cardListFailed'), ...(failureWays ?? { onRetry }) }}
        >
          <Stack>
            {cards.length ? (
              <RadioList
                label={t('repayment.payWithCard')}
                options={cards.map((card) => ({
                  label: card.bankName,
                  value: card.id,
                  description: card.cardNo,
                  icon: <LogoTile name={card.bankName} src={card.logo} />,
                }))}
                value={selectedCardId}
                onChange={onSelectCard}
              />
            ) : (
              <Result
                tone="empty"
                level={2}
                title={t('repayment.noCard')}
                description={t('repayment.noCardHint')}
              />
            )}
            {cards.length ? (
              <Card component="section" space="sm" aria-labelledby={stepsId}>
                <h2 id={stepsId} className={styles.stepsTitle}>
                  {t('repayment.cardStepsTitle')}
                </h2>
                <ol className={styles.steps}>
                  <li>{t('repayment.cardStep1')}</li>
                  <li>{t('repayment.cardStep2', { action: t('repayment.pay') })}</li>
                  <li>{t('repayment.cardStep3')}</li>
                </ol>
              </Card>
            ) : null}
            {showRedirect ? (
              // The other way to pay, said for what it is: a text button under the steps, never a second
              // full-width pay button beside Pay (issue 24 review).
              <div className={styles.redirect}>
                <p id={redirectHintId} className={styles.redirectHint}>
                  {t('repayment.payOnlineHint')}
                </p>
                <Button
                  variant="tertiary"
                  loading={redirecting}
                  disabled={(busy && !redirecting) || Boolean(amountMissing)}
                  aria-describedby={describedBy ? `${redirectHintId} ${describedBy}` : redirectHintId}
                  onClick={onRedirect}
                >
                  {t('repayment.payOnline')}
                </Button>
              </div>
            ) : null}
          </Stack>
        </AsyncScreen>
      </Stack>
      <Dialog
        open={sms.open}
        onClose={sms.onCancel}
        placement="bottom"
        maskClosable={false}
        title={t('repayment.enterSmsCode')}
        actions={
          <>
            <Button variant="secondary" onClick={sms.onCancel}>
              {t('common.cancel')}
            </Button>
            <Button loading={sms.confirming} onClick={sms.onConfirm}>
              {t('common.confirm')}
            </Button>
          </>
        }
      >
        <SmsStep sms={sms} />
      </Dialog>
    </Page>
  );
}
