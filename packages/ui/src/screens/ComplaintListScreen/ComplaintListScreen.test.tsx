import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { ComplaintListScreen } from './ComplaintListScreen';

const tabs = (time: string) => [
  { title: 'Pending', items: [{ id: '1', time, type: 'Repayment', content: 'Paid twice' }] },
];

describe('ComplaintListScreen times', () => {
  it("shows a server's seconds timestamp as a date and time in the provider's zone", () => {
    render(
      <ConfigProvider timeZone="Asia/Manila">
        <ComplaintListScreen state="ready" tabs={tabs('1700000000')} hrefFor={() => '/x'} />
      </ConfigProvider>,
    );
    expect(screen.getByText('2023-11-15 06:13:20')).toBeTruthy();
  });
  it('shows a date string as the server wrote it', () => {
    render(<ComplaintListScreen state="ready" tabs={tabs('2026-11-02 10:15:00')} hrefFor={() => '/x'} />);
    expect(screen.getByText('2026-11-02 10:15:00')).toBeTruthy();
  });
});
