import type { ReactNode } from 'react';
import { fitBox } from '../../utils/reflow.css';
import { Money } from '../Money';
import * as styles from './StatusCard.css';

/** Order statuses with their own icon (spec 2, loan details v3); any other status shows the neutral one. */
export const orderStatusIcons = ['21', '110', '151', '170', '174', '180', '200'] as const;
export type OrderStatusIcon = (typeof orderStatusIcons)[number] | 'unknown';

/** How a status without its own icon is drawn: the spec's 200 tick, or an icon that claims nothing. */
export type UnknownStatusIcon = 'settled' | 'neutral';

/**
 * The icon for an order status: its own for 21, 110, 151, 170, 174, 180 and 200; any other is the
 * spec's 200 (`'settled'`, the default) or the neutral `'unknown'` one, which a brand may choose since
 * a tick tells the borrower a loan we know nothing of is settled (docs/decisions/loan-details.md).
 */
export function statusIconFor(
  status: string | number | null | undefined,
  unknown: UnknownStatusIcon = 'settled',
): OrderStatusIcon {
  const key = String(status ?? '').trim();
  if ((orderStatusIcons as readonly string[]).includes(key)) return key as OrderStatusIcon;
  return unknown === 'neutral' ? 'unknown' : '200';
}

type Tone = keyof typeof styles.tone;

// Our own icons, 64x64, one shape per status: what each status means is the product's, the picture is ours.
const icons: Record<OrderStatusIcon, { tone: Tone; body: ReactNode }> = {
  // 21: under review (magnifier over a document).
  '21': {
    tone: 'brand',
    body: (
      <>
        <path d="M16 8h24l10 10v20h-4V20h-8v-8H20v40h14v4H16z" fill="currentColor" />
        <circle cx="42" cy="44" r="8" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="m48 50 7 7" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </>
    ),
  },
  // 110: being paid out (coin with an arrow).
  '110': {
    tone: 'brand',
    body: (
      <>
        <circle cx="26" cy="32" r="16" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M22 26h8m-8 6h8m-8 6h8" stroke="currentColor" strokeWidth="3" />
        <path d="M44 30h10v-6l8 8-8 8v-6H44z" fill="currentColor" />
      </>
    ),
  },
  // 151: refused (circle with a cross).
  '151': {
    tone: 'danger',
    body: (
      <>
        <circle cx="32" cy="32" r="24" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="m23 23 18 18m0-18L23 41" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </>
    ),
  },
  // 170: to be repaid (calendar).
  '170': {
    tone: 'brand',
    body: (
      <>
        <rect x="10" y="14" width="44" height="40" rx="5" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M10 24h44M22 8v10m20-10v10" stroke="currentColor" strokeWidth="4" />
        <path d="M20 32h8v8h-8z" fill="currentColor" />
      </>
    ),
  },
  // 174: due soon (clock).
  '174': {
    tone: 'warning',
    body: (
      <>
        <circle cx="32" cy="34" r="22" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M32 20v15l10 6" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M24 6h16" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      </>
    ),
  },
  // 180: overdue (warning triangle).
  '180': {
    tone: 'danger',
    body: (
      <>
        <path d="M32 8 58 54H6z" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
        <path d="M30 24h4v16h-4zm0 20h4v4h-4z" fill="currentColor" />
      </>
    ),
  },
  // Any other status: we cannot tell where the order is (circle with three dots, in the neutral colour).
  unknown: {
    tone: 'neutral',
    body: (
      <>
        <circle cx="32" cy="32" r="24" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="22" cy="32" r="3.5" fill="currentColor" />
        <circle cx="32" cy="32" r="3.5" fill="currentColor" />
        <circle cx="42" cy="32" r="3.5" fill="currentColor" />
      </>
    ),
  },
  // 200: settled (circle with a tick).
  '200': {
    tone: 'success',
    body: (
      <>
        <circle cx="32" cy="32" r="24" fill="none" stroke="currentColor" strokeWidth="4" />
        <path
          d="m20 33 8 8 16-17"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
};

export interface StatusCardProps {
  /** The order status code (spec 4); a code without its own icon shows `unknownIcon`. */
  status: string | number;
  /** A status without its own icon: the spec's settled tick or the neutral icon. Default `'settled'`. */
  unknownIcon?: UnknownStatusIcon;
  /** The status line from the server (noticeStatusText), shown as text. */
  statusText: string;
  /** The explanation from the server (noticeDesText), shown as text. Default none. */
  description?: string;
  /** Heading level of the status text. Default `2`. */
  level?: 1 | 2 | 3;
  /** Buttons under the text (Repayment, Borrow Again). Default none. */
  actions?: ReactNode;
  /** The card's hero: an amount (minor units) with its label and a line under it. Default none. */
  figure?: StatusFigure;
}

/** The amount a status card puts first (loan details: the amount due, and the days overdue). */
export interface StatusFigure {
  /** What the amount is ('Amount due'). */
  label: string;
  /** The amount in minor units. */
  amount: string | number;
  /** A line under the amount ('3 days overdue'), in the critical colour. Default none. */
  alert?: string;
}

/** The top of loan details: an icon by order status, the status text and its description. */
export function StatusCard({
  status,
  unknownIcon,
  statusText,
  description,
  level = 2,
  actions,
  figure,
}: StatusCardProps) {
  const key = statusIconFor(status, unknownIcon);
  const icon = icons[key];
  const Heading = `h${level}` as const;
  return (
    <section className={styles.root} data-status={key}>
      <svg
        className={`${styles.icon} ${styles.tone[icon.tone]}`}
        width="64"
        height="64"
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
        data-icon={key}
      >
        {icon.body}
      </svg>
      <Heading className={styles.title}>{statusText}</Heading>
      {figure ? (
        <dl className={`${styles.figure} ${fitBox}`}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd className={styles.figureAmount}>
            <Money amount={figure.amount} size="hero" tone={figure.alert ? 'critical' : 'neutral'} />
          </dd>
          {figure.alert ? <dd className={styles.alert}>{figure.alert}</dd> : null}
        </dl>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
