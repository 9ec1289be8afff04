import { COMPLAINT_TEXT_MAX } from '@loan/core';
import { type TextareaHTMLAttributes, useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'maxLength'
  > {
  /** The field's label, always associated with the textarea. */
  label: string;
  /** Hide the label visually (it is still read). Default `false`. */
  hideLabel?: boolean;
  /** Text when controlled. Default none (uncontrolled). */
  value?: string;
  /** Text at first when uncontrolled. Default `''`. */
  defaultValue?: string;
  /** Called with the new text, never longer than `maxLength`. Default none. */
  onChange?: (value: string) => void;
  /** Most characters accepted: typing beyond is ignored and a paste is cut. Default COMPLAINT_TEXT_MAX (200). */
  maxLength?: number;
  /** Error message, linked to the field by aria-describedby. Default none. */
  error?: string;
  /** Show as read-only text: no `n/max` counter (nothing is typed, so nothing is counted). Default `false`. */
  readOnly?: boolean;
}

/** A multi-line field with an `n/200` counter; its read-only form shows saved text without one. */
export function TextArea({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  maxLength = COMPLAINT_TEXT_MAX,
  error,
  readOnly = false,
  rows = 5,
  className,
  ...rest
}: TextAreaProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange });
  const id = useId();
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const shown = text.slice(0, maxLength);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <div
        className={styles.box}
        data-invalid={error ? true : undefined}
        data-readonly={readOnly || undefined}
      >
        <textarea
          {...rest}
          id={id}
          rows={rows}
          className={styles.textarea}
          value={shown}
          readOnly={readOnly}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [readOnly ? '' : counterId, error ? errorId : ''].filter(Boolean).join(' ') || undefined
          }
          // The browser's maxLength already ignores extra typing and cuts a paste; the slice also
          // covers Android IMEs that overshoot it while composing.
          onChange={(event) => setText(event.target.value.slice(0, maxLength))}
        />
        {readOnly ? null : (
          <span id={counterId} className={styles.counter}>
            {shown.length}/{maxLength}
          </span>
        )}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
