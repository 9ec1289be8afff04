import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumericInput } from '../NumericInput';
import { SmsCodeInput } from '../SmsCodeInput';
import { PhoneInput } from './PhoneInput';

describe('digit inputs', () => {
  it('PhoneInput keeps digits only, at most 11', async () => {
    const onChange = vi.fn();
    render(<PhoneInput label="Mobile" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    await userEvent.type(input, '+63 917-123-45678');
    expect(input.value).toBe('63917123456');
    expect(onChange).toHaveBeenLastCalledWith('63917123456');
  });

  it('PhoneInput cuts a pasted number at 11 digits', async () => {
    render(<PhoneInput label="Mobile" />);
    const input = screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('0917 123 4567 89');
    expect(input.value).toBe('09171234567');
  });

  it('NumericInput strips non-digits and asks for the numeric keyboard', async () => {
    render(<NumericInput label="Account number" />);
    const input = screen.getByRole('textbox', { name: 'Account number' }) as HTMLInputElement;
    await userEvent.type(input, '12-34 ab56');
    expect(input.value).toBe('123456');
    expect(input.inputMode).toBe('numeric');
  });

  it('SmsCodeInput accepts 6 digits and offers the one-time code', async () => {
    render(<SmsCodeInput label="SMS code" />);
    const input = screen.getByRole('textbox', { name: 'SMS code' }) as HTMLInputElement;
    await userEvent.type(input, '12345678');
    expect(input.value).toBe('123456');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.inputMode).toBe('numeric');
  });
});
