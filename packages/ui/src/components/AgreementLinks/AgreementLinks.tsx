import { useText } from '../../config';
import { Checkbox } from '../Checkbox';
import * as styles from './AgreementLinks.css';

export interface Agreement {
  /** The agreement's title (server text). */
  title: string;
}

export interface AgreementLinksProps<T extends Agreement = Agreement> {
  /** The agreements; with none, nothing renders (spec 2). */
  agreements: readonly T[];
  /** Called with the agreement and its index when its title is tapped (the app fetches its URL). */
  onOpen: (agreement: T, index: number) => void;
  /** The checkbox's label. Default the catalogue's `kit.agreeTo`. */
  label?: string;
  /** Whether the box is checked (controlled). Default none (uncontrolled). */
  checked?: boolean;
  /** Whether the box starts checked when uncontrolled (spec 2: checked by default). Default `true`. */
  defaultChecked?: boolean;
  /** Called with the new checked state. Default none. */
  onCheckedChange?: (checked: boolean) => void;
}

/** The agreement consent line: a checkbox (checked by default) and each agreement's title as a button. */
export function AgreementLinks<T extends Agreement>({
  agreements,
  onOpen,
  label,
  checked,
  defaultChecked = true,
  onCheckedChange,
}: AgreementLinksProps<T>) {
  const t = useText();
  if (agreements.length === 0) return null;
  return (
    <div className={styles.root}>
      <Checkbox checked={checked} defaultChecked={defaultChecked} onChange={onCheckedChange}>
        {label ?? t('kit.agreeTo')}
      </Checkbox>
      <ul className={styles.list}>
        {agreements.map((agreement, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat; order is stable
          <li key={index}>
            <button type="button" className={styles.link} onClick={() => onOpen(agreement, index)}>
              {agreement.title}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
