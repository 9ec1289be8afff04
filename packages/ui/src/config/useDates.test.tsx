import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from './ConfigProvider';
import { useDates } from './useDates';

function Dates({ value }: { value: unknown }) {
  const { date, dateTime } = useDates();
  return (
    <p>
      <span data-testid="date">{date(value)}</span>
      <span data-testid="dateTime">{dateTime(value)}</span>
    </p>
  );
}

// 18:30 UTC on 4 January, as the server's seconds timestamp: the 5th in India, the 4th in New York.
const due = Date.UTC(2024, 0, 4, 18, 30, 0) / 1000;

describe('useDates', () => {
  it("writes dates in the provider's date locale and zone (an English brand's market)", () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      render(
        <ConfigProvider timeZone="Asia/Kolkata" dateLocale="en-IN">
          <Dates value={due} />
        </ConfigProvider>,
      );
      expect(screen.getByTestId('date').textContent).toBe('5 Jan 2024');
      expect(screen.getByTestId('dateTime').textContent).toBe('5 Jan 2024, 12:00 am');
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it('keeps the date locale of an enclosing provider that a nested one does not name', () => {
    render(
      <ConfigProvider dateLocale="en-PH">
        <ConfigProvider timeZone="Asia/Manila">
          <Dates value="2026-11-20 08:40:00" />
        </ConfigProvider>
      </ConfigProvider>,
    );
    expect(screen.getByTestId('date').textContent).toBe('Nov 20, 2026');
    expect(screen.getByTestId('dateTime').textContent).toBe('Nov 20, 2026, 8:40 AM');
  });
  it("writes the spec's YYYY-MM-DD HH:MM:SS without a date locale (the default brand)", () => {
    render(
      <ConfigProvider timeZone="Asia/Kolkata">
        <Dates value="2026-11-20 08:40:00" />
      </ConfigProvider>,
    );
    expect(screen.getByTestId('date').textContent).toBe('2026-11-20');
    expect(screen.getByTestId('dateTime').textContent).toBe('2026-11-20 08:40:00');
  });
});
