import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeText } from './Badge';

describe('Badge', () => {
  it('shows counts up to 99 as they are and larger ones as 99+', () => {
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12, 9)).toBe('9+');
  });

  it('hides a zero count unless showZero is set', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container.textContent).toBe('');
    rerender(<Badge count={0} showZero />);
    expect(container.textContent).toBe('0');
  });

  it('gives screen readers the count with its meaning', () => {
    render(<Badge count={120} label="unread messages" />);
    expect(screen.getByRole('img', { name: '99+ unread messages' }).textContent).toBe('99+');
  });
});
