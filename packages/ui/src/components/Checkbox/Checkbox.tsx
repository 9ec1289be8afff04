import type { InputHTMLAttributes, ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './Checkbox.css';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> {
  /** Checked state when controlled. Default none (uncontrolled). */
  checked?: boolean;
  /** Starting state when uncontrolled (spec 2: the agreement box starts checked). Default `false`. */
  defaultChecked?: boolean;
  /** Called with the new state. Default none. */
  onChange?: (checked: boolean) => void;
  /** The label; a tap on it toggles the box. */
  children: ReactNode;
}

/** A labelled checkbox on the native input; controlled or uncontrolled. */
export function Checkbox({
  checked,
  defaultChecked = false,
  onChange,
  children,
  disabled,
  className,
  ...rest
}: CheckboxProps) {
  const [value, setValue] = useControllableState({ value: checked, defaultValue: defaultChecked, onChange });
  return (
    <label
      className={className ? `${styles.root} ${className}` : styles.root}
      data-disabled={disabled || undefined}
    >
      <input
        {...rest}
        type="checkbox"
        className={styles.input}
        checked={value}
        disabled={disabled}
        onChange={(event) => setValue(event.target.checked)}
      />
      <span className={styles.box} aria-hidden="true">
        <svg className={styles.mark} width="14" height="14" viewBox="0 0 14 14" focusable="false">
          <path d="M2.5 7.5 5.5 10.5 11.5 3.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      </span>
      <span>{children}</span>
    </label>
  );
}
