import type { ReactNode } from 'react';
import { useText } from '../../config';
import * as styles from './NavBar.css';

export interface NavBarProps {
  /** The page title, rendered as the page's `h1`. */
  title: string;
  /** Called by the back button; without it there is no back button. Default none. */
  onBack?: () => void;
  /** Accessible name of the back button. Default the catalogue's `kit.back`. */
  backLabel?: string;
  /** Content at the right end, such as a link or an icon button. Default none. */
  right?: ReactNode;
}

/** The top bar of a page: a back button, the title as `h1`, and an optional right-hand slot. */
export function NavBar({ title, onBack, backLabel, right }: NavBarProps) {
  const t = useText();
  return (
    <header className={styles.bar}>
      <div className={styles.start}>
        {onBack ? (
          <button
            type="button"
            className={styles.back}
            aria-label={backLabel ?? t('kit.back')}
            onClick={onBack}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M15 5 8 12l7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      <h1 className={styles.title} title={title}>
        {title}
      </h1>
      <div className={styles.end}>{right}</div>
    </header>
  );
}
