import { SMS_CODE_LENGTH } from '@loan/core';
import { reformatDigits } from '../TextInput/digits';
import { FieldInput, type FieldInputProps } from '../TextInput/FieldInput';

export interface SmsCodeInputProps
  extends Omit<FieldInputProps, 'maxLength' | 'inputMode' | 'type' | 'autoComplete'> {
  /** Digits in the code. Default SMS_CODE_LENGTH (6). */
  length?: number;
}

/** The SMS code field: digits only, at most 6, and offered the code from the SMS by the keyboard. */
export function SmsCodeInput({ length = SMS_CODE_LENGTH, ...props }: SmsCodeInputProps) {
  return (
    <FieldInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      reformat={(raw, caret) => reformatDigits(raw, caret, length)}
    />
  );
}
