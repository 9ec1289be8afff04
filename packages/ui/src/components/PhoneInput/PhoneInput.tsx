import { MOBILE_LENGTH } from '@loan/core';
import { reformatDigits } from '../TextInput/digits';
import { FieldInput, type FieldInputProps } from '../TextInput/FieldInput';

export interface PhoneInputProps extends Omit<FieldInputProps, 'maxLength' | 'inputMode' | 'type'> {
  /** Most digits accepted. Default MOBILE_LENGTH (11). */
  maxDigits?: number;
}

/** A mobile number field: digits only, at most 11 (spec 5). */
export function PhoneInput({
  maxDigits = MOBILE_LENGTH,
  autoComplete = 'tel-national',
  ...props
}: PhoneInputProps) {
  return (
    <FieldInput
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete={autoComplete}
      reformat={(raw, caret) => reformatDigits(raw, caret, maxDigits)}
    />
  );
}
