import { FieldInput, type FieldInputProps } from './FieldInput';

export type TextInputProps = FieldInputProps;

/** A labelled single-line text field with optional hint and error (linked by aria-describedby). */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  return <FieldInput {...props} type={type} />;
}
