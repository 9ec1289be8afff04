import { groupDigits, reformatDigits } from '../TextInput/digits';
import { FieldInput, type FieldInputProps } from '../TextInput/FieldInput';

export interface BankCardInputProps extends Omit<FieldInputProps, 'maxLength' | 'inputMode' | 'type'> {
  /** Most digits accepted. Default `19` (the longest card numbers). */
  maxDigits?: number;
}

/** Digits per group as shown (spec 5: bank card inputs group digits in fours). */
export const CARD_GROUP = 4;

/**
 * A card number field shown in groups of four as you type, with the caret kept on the digit being edited.
 * `value` and `onChange` carry the raw digits, without spaces.
 */
export function BankCardInput({ maxDigits = 19, autoComplete = 'cc-number', ...props }: BankCardInputProps) {
  return (
    <FieldInput
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      toDisplay={(digits) => groupDigits(digits, CARD_GROUP)}
      reformat={(raw, caret) => reformatDigits(raw, caret, maxDigits, CARD_GROUP)}
    />
  );
}
