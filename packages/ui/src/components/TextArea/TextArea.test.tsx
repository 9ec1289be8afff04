import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('counts the characters as n/200', async () => {
    render(<TextArea label="Problem description" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Problem description' }), 'Late fee');
    expect(screen.getByText('8/200')).toBeTruthy();
  });

  it('ignores typing beyond 200 characters', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Problem description" defaultValue={'a'.repeat(199)} onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Problem description' });
    await userEvent.type(box, 'bcd');
    expect((box as HTMLTextAreaElement).value).toBe(`${'a'.repeat(199)}b`);
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('cuts a longer paste at 200 and the counter shows 200/200', () => {
    const onChange = vi.fn();
    render(<TextArea label="Problem description" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Problem description' });
    // What an IME or a paste may deliver past the browser's maxLength.
    fireEvent.change(box, { target: { value: 'x'.repeat(260) } });
    expect(onChange).toHaveBeenCalledWith('x'.repeat(200));
    expect((box as HTMLTextAreaElement).value.length).toBe(200);
    expect(screen.getByText('200/200')).toBeTruthy();
  });

  it('shows saved text read-only without a counter', () => {
    render(<TextArea label="Content" readOnly value="Repayment not credited" />);
    const box = screen.getByRole('textbox', { name: 'Content' }) as HTMLTextAreaElement;
    expect(box.readOnly).toBe(true);
    expect(box.value).toBe('Repayment not credited');
    expect(screen.queryByText('22/200')).toBeNull();
    expect(box.hasAttribute('aria-describedby')).toBe(false);
  });

  it('links the error message and the counter through aria-describedby', () => {
    render(<TextArea label="Problem description" error="Please fill in your comments and suggestions" />);
    const box = screen.getByRole('textbox', { name: 'Problem description' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['0/200', 'Please fill in your comments and suggestions']);
  });
});
