import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderStatusIcons, StatusCard, statusIconFor } from './StatusCard';

describe('statusIconFor', () => {
  it.each(orderStatusIcons)('gives status %s its own icon', (status) => {
    expect(statusIconFor(status)).toBe(status);
    expect(statusIconFor(Number(status))).toBe(status);
  });

  it.each([0, 22, '999', '', null, undefined, ' 170 '])(
    'falls back to the 200 icon for %j unless it trims to a known code',
    (status) => {
      expect(statusIconFor(status)).toBe(status === ' 170 ' ? '170' : '200');
    },
  );
});

describe('StatusCard', () => {
  it('draws a different icon for every known status', () => {
    const drawings = orderStatusIcons.map((status) => {
      const { container, unmount } = render(<StatusCard status={status} statusText="x" />);
      const html = container.querySelector('svg')?.innerHTML ?? '';
      unmount();
      return html;
    });
    expect(new Set(drawings).size).toBe(orderStatusIcons.length);
  });

  it('hides the icon from screen readers and gives it a fixed size', () => {
    const { container } = render(<StatusCard status={170} statusText="To be repaid" />);
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['64', '64']);
  });
});
