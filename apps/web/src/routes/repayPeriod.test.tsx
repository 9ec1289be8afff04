import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './repayPeriod';

describeDataRoute('repayment by period', {
  module,
  screen: 'repayPeriod',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.villages,
  ready: () => screen.findByText('7123 4567 8901'),
  incomplete: { query: 'sessionId=demo&orderId=o-174', names: /needs productId/ },
});
