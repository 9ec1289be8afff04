import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { PlanList } from './PlanList';

// 18:30 UTC on 4 January, as the server's seconds timestamp: the 5th in India, the 4th in New York.
const due = Date.UTC(2024, 0, 4, 18, 30, 0) / 1000;
const plan = [{ title: 'Period 1', description: 'Principal', amount: 100000, time: due }];

describe('PlanList dates', () => {
  it("shows a due date in the provider's zone, on a phone set to another zone", () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      render(
        <ConfigProvider timeZone="Asia/Kolkata">
          <PlanList items={plan} />
        </ConfigProvider>,
      );
      expect(screen.getByText('2024-01-05')).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  });
  it("shows it in the phone's zone without one (the spec's behaviour)", () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      render(<PlanList items={plan} />);
      expect(screen.getByText('2024-01-04')).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
