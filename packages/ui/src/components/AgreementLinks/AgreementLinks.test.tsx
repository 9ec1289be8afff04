import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AgreementLinks } from './AgreementLinks';

const agreements = [
  { title: 'Loan Agreement', id: 'a1' },
  { title: 'Privacy Notice', id: 'a2' },
];

describe('AgreementLinks', () => {
  it('renders nothing when there are no agreements (spec 2)', () => {
    const { container } = render(<AgreementLinks agreements={[]} onOpen={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('starts with the box checked (spec 2)', () => {
    render(<AgreementLinks agreements={agreements} onOpen={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('reports the tapped agreement with its index', async () => {
    const onOpen = vi.fn();
    render(<AgreementLinks agreements={agreements} onOpen={onOpen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Notice' }));
    expect(onOpen).toHaveBeenCalledWith(agreements[1], 1);
  });

  it('reports unchecking', async () => {
    const onCheckedChange = vi.fn();
    render(<AgreementLinks agreements={agreements} onOpen={vi.fn()} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });
});
