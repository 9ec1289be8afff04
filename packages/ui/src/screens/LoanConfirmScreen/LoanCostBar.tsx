import type { CostBreakdown, CostPartKey } from '@loan/core';
import { useId } from 'react';
import { CostBar } from '../../components/CostBar';
import { useText } from '../../config';
import { Card } from '../../layout';
import * as styles from './LoanConfirmScreen.css';

export interface LoanCostBarProps {
  /** What the total repaid is made of (core's `costBreakdown`). */
  cost: CostBreakdown;
}

/**
 * Loan confirm's "What the loan costs" (issue 24): the total repaid as one proportional bar of what is
 * received, the fees and the interest; nothing when no part is known. LoanConfirmScreen's `cost` slot.
 */
export function LoanCostBar({ cost }: LoanCostBarProps) {
  const t = useText();
  const titleId = useId();
  if (cost.parts.length === 0) return null;
  const labels: Record<CostPartKey, string> = {
    received: t('loan.youReceive'),
    principal: t('loan.amount'),
    fees: t('loan.fees'),
    interest: t('loan.interest'),
    charges: t('loan.interestAndFees'),
  };
  return (
    <Card component="section" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('loan.costParts')}
      </h2>
      <CostBar
        parts={cost.parts.map((part) => ({ label: labels[part.key], amount: part.amount }))}
        total={cost.total}
        totalLabel={t('loan.youRepay')}
        aria-label={t('loan.costParts')}
      />
    </Card>
  );
}
