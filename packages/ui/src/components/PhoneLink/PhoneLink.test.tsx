import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { PhoneLink } from './PhoneLink';

describe('PhoneLink', () => {
  it("calls the provider's onCallPhone with the dialled number, instead of following the tel: link", () => {
    const onCallPhone = vi.fn();
    render(
      <ConfigProvider onCallPhone={onCallPhone}>
        <PhoneLink phone="+91 22 4000-1299" />
      </ConfigProvider>,
    );
    const link = screen.getByRole('link', { name: '+91 22 4000-1299' });
    expect(link.getAttribute('href')).toBe('tel:+912240001299');
    // fireEvent returns false when the default (following the link) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(onCallPhone).toHaveBeenCalledWith('+912240001299');
  });
  it('stays a plain tel: link where the app gives no onCallPhone', () => {
    render(<PhoneLink phone="1800 210 4455" />);
    const link = screen.getByRole('link', { name: '1800 210 4455' });
    expect(link.getAttribute('href')).toBe('tel:18002104455');
    expect(fireEvent.click(link)).toBe(true);
  });
  it("lets the caller's own onClick cancel the call", () => {
    const onCallPhone = vi.fn();
    render(
      <ConfigProvider onCallPhone={onCallPhone}>
        <PhoneLink phone="+63 2 8123 4567" onClick={(event) => event.preventDefault()} />
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: '+63 2 8123 4567' }));
    expect(onCallPhone).not.toHaveBeenCalled();
  });
});
