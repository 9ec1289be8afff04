import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
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
