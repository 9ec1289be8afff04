import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BankCardInput } from './BankCardInput';

describe('BankCardInput', () => {
  it('groups digits in fours as they are typed and reports raw digits', async () => {
    const onChange = vi.fn();
    render(<BankCardInput label="Card number" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    await userEvent.type(input, '621483011234');
    expect(input.value).toBe('6214 8301 1234');
    expect(onChange).toHaveBeenLastCalledWith('621483011234');
  });

  it('keeps the caret on the digit typed in the middle', async () => {
    render(<BankCardInput label="Card number" defaultValue="62148301" />);
    const input = screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    await userEvent.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('6291 4830 1');
    expect(input.selectionStart).toBe(3);
  });

  it('ignores letters', async () => {
    render(<BankCardInput label="Card number" />);
    const input = screen.getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    await userEvent.type(input, '62a1b4');
    expect(input.value).toBe('6214');
  });

  it('links the error message by aria-describedby', () => {
    render(<BankCardInput label="Card number" error="Enter the full card number" />);
    const input = screen.getByRole('textbox', { name: 'Card number' });
    const id = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(id)?.textContent).toBe('Enter the full card number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
