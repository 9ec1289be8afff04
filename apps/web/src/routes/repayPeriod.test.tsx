import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as screenModule from './repayPeriod';
import * as data from './repayPeriod.data';

const module = { ...screenModule, ...data };

describeDataRoute('repayment by period', {
  module,
  screen: 'repayPeriod',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.villages,
  ready: () => screen.findByText('7123 4567 8901'),
  incomplete: { query: 'sessionId=demo&orderId=o-174', names: /needs productId/ },
});

describe('repayment by period: the pay code and the channels agree (issue 24 review)', () => {
  it('with a pay code and no online channel, the block says to pay with the code', async () => {
    reshapeOnce(apiPaths.villages, (body) => ({
      ...body,
      data: { ...(body.data as Record<string, unknown>), repayList: [] },
    }));
    renderRoute(
      module,
      '/repayByPeriod?sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
      'repayPeriod',
    );
    expect(await screen.findByText('7123 4567 8901')).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        name: 'Pay with the code above. No online payment channel is available right now.',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No payment channel is available now.' })).toBeNull();
  });
});
