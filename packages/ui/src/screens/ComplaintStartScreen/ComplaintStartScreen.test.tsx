import { enCatalogue, specCatalogue } from '@loan/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config';
import { ComplaintStartScreen } from './ComplaintStartScreen';

const orderOf = (orderNo: string) => ({ orderNo, productName: `Product ${orderNo}`, rows: [] });
const props = {
  state: 'ready' as const,
  order: orderOf('A'),
  orders: [orderOf('A'), orderOf('B')],
  onSelectOrder: vi.fn(),
  types: [{ title: 'Collection', value: '1' }],
  onPickType: vi.fn(),
  onPickSubType: vi.fn(),
  onCloseSubTypes: vi.fn(),
  myComplaintsHref: '/complaintList',
};

describe('ComplaintStartScreen loan switcher', () => {
  it("says what it does in the English brands: Change loan (a round 'All' read as a badge)", () => {
    render(
      <ConfigProvider locale={enCatalogue}>
        <ComplaintStartScreen {...props} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'Change loan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All' })).toBeNull();
  });

  it("keeps the spec's 'All' switcher in the default brand", () => {
    render(
      <ConfigProvider locale={specCatalogue}>
        <ComplaintStartScreen {...props} />
      </ConfigProvider>,
    );
    expect(screen.getByRole('button', { name: 'All' })).toBeTruthy();
  });
});
