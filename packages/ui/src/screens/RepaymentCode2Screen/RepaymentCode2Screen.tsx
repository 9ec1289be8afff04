import { useId } from 'react';
import { CopyButton } from '../../components/Copy';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AmountDash, UnknownAmount } from '../../components/UnknownAmount';
import { useMoney, useText } from '../../config';
import { fitChars } from '../../utils/reflow';
import { fitBox } from '../../utils/reflow.css';
import * as styles from './RepaymentCode2Screen.css';

export interface PayNoticeGroup {
  /** The channel's name, such as '7-Eleven'. */
  name: string;
  /** Its steps, in order. */
  steps: readonly string[];
}

export interface RepaymentCode2ScreenProps {
  /** The channel's or lender's logo. Default none. */
  logo?: string;
  /** Heading over the code, such as 'Pay at any 7-Eleven'. Default the catalogue's `kit.repaymentCode`. */
  title?: string;
  /** The code to pay with: the pay code, or the contract number when there is none (spec 2). */
  code: string;
  /** What the code is. Default the catalogue's `repayment.payCode`. */
  codeLabel?: string;
  /** Total payment in minor units. */
  amount: string | number;
  /** Why the amount is not known (the link or the answer had none): a dash and this message stand for it. Default none. */
  amountMissing?: string;
  /** The notice steps, one group per channel. Default none. */
  groups?: readonly PayNoticeGroup[];
  /** A link to the payment instructions page, the query string carried. Default none. */
  instructionsHref?: string;
  /** Page title. Default the catalogue's `title.repaymentCode2`. */
  pageTitle?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/** Repayment code page 2 (spec 2): logo, the code with copy, the total payment and the steps by channel. */
export function RepaymentCode2Screen({
  logo,
  title,
  code,
  codeLabel,
  amount,
  amountMissing,
  groups = [],
  instructionsHref,
  pageTitle,
  onBack,
}: RepaymentCode2ScreenProps) {
  const t = useText();
  const money = useMoney();
  const codeId = useId();
  const codeLabelId = useId();
  const shown = amountMissing ? '' : money(amount);
  return (
    <Page navBar={<NavBar title={pageTitle ?? t('title.repaymentCode2')} onBack={onBack} />}>
      <section className={`${styles.card} ${fitBox}`} aria-labelledby={codeId}>
        {logo ? <img className={styles.logo} src={logo} alt="" width={48} height={48} /> : null}
        <h2 id={codeId} className={styles.title}>
          {title ?? t('kit.repaymentCode')}
        </h2>
        <p id={codeLabelId} className={styles.label}>
          {codeLabel ?? t('repayment.payCode')}
        </p>
        {/* Focusable and named: a code longer than the card scrolls, by keyboard too. */}
        <p
          className={styles.code}
          data-nowrap="code"
          role="group"
          tabIndex={0}
          aria-labelledby={codeLabelId}
          style={fitChars(code)}
        >
          {code}
        </p>
        <CopyButton text={code}>{t('kit.copy')}</CopyButton>
        <dl className={styles.total}>
          <dt className={styles.label}>{t('repayment.totalPayment')}</dt>
          <dd className={styles.amount} data-nowrap="amount" style={fitChars(shown)}>
            {amountMissing ? <AmountDash /> : shown}
          </dd>
        </dl>
        {amountMissing ? <UnknownAmount message={amountMissing} /> : null}
      </section>
      {groups.map((group) => (
        <section
          key={group.name}
          className={styles.card}
          aria-label={t('repayment.howToPayAt', { name: group.name })}
        >
          <h2 className={styles.groupTitle}>{group.name}</h2>
          <ol className={styles.steps}>
            {group.steps.map((step, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a step list is static and never reordered
              <li key={index}>{step}</li>
            ))}
          </ol>
        </section>
      ))}
      {instructionsHref ? (
        <a className={styles.link} href={instructionsHref}>
          {t('repayment.moreWays')}
        </a>
      ) : null}
    </Page>
  );
}
