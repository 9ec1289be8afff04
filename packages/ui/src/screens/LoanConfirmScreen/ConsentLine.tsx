import type { Agreement } from '../../components/AgreementLinks';
import { Checkbox } from '../../components/Checkbox';
import { useText } from '../../config';
import * as styles from './LoanConfirmScreen.css';

export interface ConsentLineProps {
  /** The agreements; with none, nothing renders (spec 2 hides the block). */
  agreements: readonly Agreement[];
  /** Whether the box is checked (controlled). */
  checked: boolean;
  /** Called with the box's new state. */
  onCheckedChange: (checked: boolean) => void;
  /** Called with the agreement and its index when its title is tapped. */
  onOpen: (agreement: Agreement, index: number) => void;
}

/**
 * Loan confirm's consent: the box with the catalogue's `kit.agreeTo` and each agreement's title as a
 * button, in one paragraph that wraps at the label's column (issue 24 review: a second link sat on its
 * own line under the box, at another indent). The titles are a list in the sentence, joined by the
 * catalogue's `kit.listComma` and `kit.listAnd` and closed by `kit.listEnd` (second review: the English
 * line read 'A B C', a broken list; the spec's line keeps its links side by side).
 */
export function ConsentLine({ agreements, checked, onCheckedChange, onOpen }: ConsentLineProps) {
  const t = useText();
  if (agreements.length === 0) return null;
  const last = agreements.length - 1;
  const before = (index: number) =>
    index === 0 ? ' ' : index === last ? t('kit.listAnd') : t('kit.listComma');
  return (
    <p className={styles.consent}>
      <Checkbox className={styles.consentBox} checked={checked} onChange={onCheckedChange}>
        {t('kit.agreeTo')}
      </Checkbox>
      {agreements.map((agreement, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; order is stable
        <span key={index}>
          {before(index)}
          <button type="button" className={styles.consentLink} onClick={() => onOpen(agreement, index)}>
            {agreement.title}
          </button>
        </span>
      ))}
      {t('kit.listEnd')}
    </p>
  );
}
