import { type ReactNode, useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './RadioList.css';

export interface RadioOption {
  /** What the option is called. */
  label: string;
  /** The value reported when it is chosen. */
  value: string;
  /** A second line under the label. Default none. */
  description?: ReactNode;
  /** Shown but not choosable. Default `false`. */
  disabled?: boolean;
  /** A picture before the label (a bank's logo tile); decoration, the label names the option. Default none. */
  icon?: ReactNode;
}

export interface RadioListProps {
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Name of the group for screen readers; shown as a legend unless `hideLabel`. */
  label: string;
  /** Hide the legend visually (it is still read). Default `false`. */
  hideLabel?: boolean;
  /** Chosen value when controlled. Default none (uncontrolled). */
  value?: string;
  /** Chosen value at first when uncontrolled; `''` means none. Default `''`. */
  defaultValue?: string;
  /** Called with the chosen value. Default none. */
  onChange?: (value: string) => void;
  /** Form name of the radios. Default a generated id. */
  name?: string;
}

/** A single choice from a list, on native radios (arrow keys move the choice, one tab stop). */
export function RadioList({
  options,
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  name,
}: RadioListProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const generated = useId();
  const groupName = name ?? generated;
  const labelId = `${generated}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={styles.group}>
      <div id={labelId} className={styles.legend} hidden={hideLabel}>
        {label}
      </div>
      {options.map((option) => (
        <label key={option.value} className={styles.option} data-disabled={option.disabled || undefined}>
          {option.icon ? <span className={styles.icon}>{option.icon}</span> : null}
          <span className={styles.text}>
            {option.label}
            {option.description ? <span className={styles.description}>{option.description}</span> : null}
          </span>
          <input
            type="radio"
            className={styles.input}
            name={groupName}
            value={option.value}
            checked={current === option.value}
            disabled={option.disabled}
            onChange={() => setCurrent(option.value)}
          />
          <svg
            className={styles.check}
            width="20"
            height="20"
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 10.5 8 14.5 16 5.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
          </svg>
        </label>
      ))}
    </div>
  );
}
