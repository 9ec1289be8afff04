import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { visuallyHidden } from '../../utils/a11y.css';
import type { Reformatted } from './digits';
import * as styles from './TextInput.css';

export interface FieldInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'children'> {
  /** The field's label, always associated with the input. */
  label: string;
  /** Hide the label visually (it is still read). Default `false`. */
  hideLabel?: boolean;
  /** Value when controlled. Default none (uncontrolled). */
  value?: string;
  /** Value at first when uncontrolled. Default `''`. */
  defaultValue?: string;
  /** Called with the new value. Default none. */
  onChange?: (value: string) => void;
  /** Error message, linked by aria-describedby and marking the field invalid. Default none. */
  error?: string;
  /** Help text under the field, linked by aria-describedby. Default none. */
  hint?: string;
  /** Content after the input inside its box, such as a CountdownButton. Default none. */
  suffix?: ReactNode;
}

interface InternalProps extends FieldInputProps {
  /** Turns an edit into the stored value, the shown text and the caret. */
  reformat?: (raw: string, caret: number) => Reformatted;
  /** Stored value to shown text. */
  toDisplay?: (value: string) => string;
}

/** @internal The labelled input every text field is built on. */
export function FieldInput({
  label,
  hideLabel = false,
  value,
  defaultValue = '',
  onChange,
  error,
  hint,
  suffix,
  reformat,
  toDisplay,
  className,
  id: idProp,
  ...rest
}: InternalProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    if (!reformat) {
      setCurrent(input.value);
      return;
    }
    const next = reformat(input.value, input.selectionStart ?? input.value.length);
    // Write the reformatted text and caret now: React then finds the DOM already matching and leaves the
    // caret where the borrower was typing instead of jumping it to the end.
    if (input.value !== next.display) input.value = next.display;
    if (document.activeElement === input) input.setSelectionRange(next.caret, next.caret);
    setCurrent(next.value);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={styles.control} data-invalid={error ? true : undefined}>
        <input
          {...rest}
          id={id}
          className={styles.input}
          value={toDisplay ? toDisplay(current) : current}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={handleChange}
        />
        {suffix}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
