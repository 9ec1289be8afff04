import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import * as styles from './Button.css';

export type ButtonVariant = (typeof styles.buttonVariants)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Visual weight. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Stretch to the width of its container. Default `false`. */
  block?: boolean;
  /** Shown gray and ignores presses, but stays focusable and announced as disabled. Default `false`. */
  disabled?: boolean;
  /** A request is in flight: shows a spinner, sets `aria-busy` and ignores presses. Default `false`. */
  loading?: boolean;
  /** The label. */
  children: ReactNode;
}

/** The product's button. Presses are ignored while disabled or loading, so a submit is sent once. */
export function Button({
  variant = 'primary',
  block = false,
  disabled = false,
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const inert = disabled || loading;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = styles.button({ variant, block, disabled });
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
