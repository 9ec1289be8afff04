import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderStatusIcons, StatusCard, statusIconFor } from './StatusCard';

describe('statusIconFor', () => {
  it.each(orderStatusIcons)('gives status %s its own icon', (status) => {
    expect(statusIconFor(status)).toBe(status);
    expect(statusIconFor(Number(status))).toBe(status);
  });

  it.each([0, 22, '999', '', null, undefined, ' 170 '])(
    "draws %j with the spec's 200 icon unless it trims to a known code (spec 2)",
    (status) => {
      expect(statusIconFor(status)).toBe(status === ' 170 ' ? '170' : '200');
    },
  );

  it.each([0, 22, '999', '', null, undefined, ' 170 '])(
    'draws %j with the neutral icon where the brand asks for it, never the settled tick',
    (status) => {
      expect(statusIconFor(status, 'neutral')).toBe(status === ' 170 ' ? '170' : 'unknown');
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

  it('draws a status it does not know in a neutral colour where the brand asks, unlike the settled (200) tick', () => {
    const drawn = (status: number) => {
      const { container, unmount } = render(
        <StatusCard status={status} unknownIcon="neutral" statusText="x" />,
      );
      const svg = container.querySelector('svg');
      const result = {
        icon: svg?.getAttribute('data-icon'),
        html: svg?.innerHTML,
        tone: svg?.getAttribute('class'),
      };
      unmount();
      return result;
    };
    const unknown = drawn(999);
    const settled = drawn(200);
    expect(unknown.icon).toBe('unknown');
    expect(unknown.html).not.toBe(settled.html);
    expect(unknown.tone).not.toBe(settled.tone);
  });

  it('hides the icon from screen readers and gives it a fixed size', () => {
    const { container } = render(<StatusCard status={170} statusText="To be repaid" />);
    const icon = container.querySelector('svg');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['64', '64']);
  });
});
