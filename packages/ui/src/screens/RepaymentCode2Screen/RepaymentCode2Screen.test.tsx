import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RepaymentCode2Screen } from './RepaymentCode2Screen';

const base = { code: '7123 4567 8901', amount: 522750, instructionsHref: '/pay?orderId=o-1' };

describe('RepaymentCode2Screen', () => {
  it('shows the QR that Save QR keeps, above the button (its chunk after the first paint)', async () => {
    render(<RepaymentCode2Screen {...base} onSaveQr={() => undefined} />);
    const qr = await screen.findByRole('img', { name: 'QR code to pay' });
    const save = screen.getByRole('button', { name: 'Save QR' });
    expect(qr.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no QR where it offers none to save', () => {
    render(<RepaymentCode2Screen {...base} />);
    expect(screen.queryByRole('img', { name: 'QR code to pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save QR' })).toBeNull();
  });

  it('keeps the way on to the other channels when the server sends no steps', () => {
    render(<RepaymentCode2Screen {...base} groups={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'More ways to pay' }).getAttribute('href')).toBe(
      '/pay?orderId=o-1',
    );
  });
});
