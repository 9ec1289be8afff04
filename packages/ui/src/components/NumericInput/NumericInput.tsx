import { reformatDigits } from '../TextInput/digits';
import { FieldInput, type FieldInputProps } from '../TextInput/FieldInput';

export interface NumericInputProps extends Omit<FieldInputProps, 'maxLength' | 'inputMode'> {
  /** Most digits accepted. Default unlimited. */
  maxDigits?: number;
}

/** A field that keeps digits only (spec 5: bank numeric inputs strip non-digit characters). */
export function NumericInput({ maxDigits = Number.POSITIVE_INFINITY, ...props }: NumericInputProps) {
  return (
    <FieldInput
      {...props}
      type="text"
      inputMode="numeric"
      reformat={(raw, caret) => reformatDigits(raw, caret, maxDigits)}
    />
  );
}
