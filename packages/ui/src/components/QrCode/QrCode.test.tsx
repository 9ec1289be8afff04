import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './QrCode';
import { qrPath } from './qrPath';

describe('qrPath', () => {
  it('encodes a short code as a version 1 symbol (21 modules a side)', () => {
    expect(qrPath('7720441190', 'M').modules).toBe(21);
  });

  it('grows the symbol for longer text', () => {
    expect(qrPath('https://pay.example.com/r/7720441190?channel=store', 'M').modules).toBeGreaterThan(21);
  });

  it('draws the three finder patterns: the top-left module of each corner is dark', () => {
    const { modules, d } = qrPath('7720441190', 'M', 4);
    expect(d.startsWith('M4 4h7v1h-7z')).toBe(true);
    expect(d).toContain(`M${4 + modules - 7} 4h7v1h-7z`);
    expect(d).toContain(`M4 ${4 + modules - 1}h7v1h-7z`);
  });

  it('encodes different text differently', () => {
    expect(qrPath('A1').d).not.toBe(qrPath('A2').d);
  });

  it('accepts non-Latin text (UTF-8 bytes)', () => {
    expect(() => qrPath('验证码 ₱ ₹')).not.toThrow();
  });
});

describe('QrCode', () => {
  it('is one image with the given accessible name and a fixed size', () => {
    render(<QrCode value="7720441190" label="QR code of repayment code 7720441190" size={160} />);
    const image = screen.getByRole('img', { name: 'QR code of repayment code 7720441190' });
    expect(image.getAttribute('width')).toBe('160');
    expect(image.getAttribute('height')).toBe('160');
    expect(image.getAttribute('viewBox')).toBe('0 0 29 29');
  });
});
