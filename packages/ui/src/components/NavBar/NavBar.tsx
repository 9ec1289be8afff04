import type { ReactNode } from 'react';
import { useText } from '../../config';
import * as styles from './NavBar.css';
import { useNavBarDefaults } from './NavBarProvider';

export interface NavBarProps {
  /** The page title, rendered as the page's `h1`. */
  title: string;
  /**
   * Called by the back button. Default the NavBarProvider's back (where the webview has a page to go
   * back to); `null`, or neither, shows no back button.
   */
  onBack?: (() => void) | null;
  /** Accessible name of the back button. Default the catalogue's `kit.back`. */
  backLabel?: string;
  /** Content at the right end, such as a link or an icon button. Default none. */
  right?: ReactNode;
  /** False when the page's content has its own `h1`: the title is then plain text. Default true. */
  heading?: boolean;
}

/** The top bar of a page: a back button, the title as `h1`, and an optional right-hand slot. */
export function NavBar({ title, onBack: ownBack, backLabel, right, heading = true }: NavBarProps) {
  const t = useText();
  const defaults = useNavBarDefaults();
  const onBack = ownBack === undefined ? defaults.onBack : ownBack;
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
      {heading ? (
        <h1 className={styles.title} title={title}>
          {title}
        </h1>
      ) : (
        <p className={styles.title} title={title}>
          {title}
        </p>
      )}
      <div className={styles.end}>{right}</div>
    </header>
  );
}
