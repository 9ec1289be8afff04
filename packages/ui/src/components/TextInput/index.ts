export { caretAfterDigits, groupDigits, onlyDigits, type Reformatted, reformatDigits } from './digits';
export type { FieldInputProps } from './FieldInput';
export { TextInput, type TextInputProps } from './TextInput';
