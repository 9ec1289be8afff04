import type { HTMLAttributes, ReactNode } from 'react';
import { useText } from '../../config';
import * as styles from './ActionBar.css';

export interface ActionBarProps extends HTMLAttributes<HTMLDivElement> {
  /** The actions, usually one or two Buttons; each takes an equal share of the width. */
  children: ReactNode;
  /** Pinned to the bottom of the viewport; `false` keeps it in the flow (for previews). Default `true`. */
  fixed?: boolean;
  /** Names the group of actions for screen readers. Default the catalogue's `kit.actions`. */
  'aria-label'?: string;
}

/** A bottom bar for the page's main actions, clear of the home indicator (safe-area inset). */
export function ActionBar({
  children,
  fixed = true,
  className,
  'aria-label': ariaLabel,
  ...rest
}: ActionBarProps) {
  const t = useText();
  const classes = `${styles.root} ${styles.bar({ fixed })}`;
  return (
    <div
      {...rest}
      role="group"
      aria-label={ariaLabel ?? t('kit.actions')}
      // Marks the bar for the app, which keeps a focused field clear of it above the soft keyboard.
      data-action-bar=""
      className={className ? `${classes} ${className}` : classes}
    >
      {children}
    </div>
  );
}
