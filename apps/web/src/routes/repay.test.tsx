import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './repay';
import * as data from './repay.data';

const module = { ...screenModule, ...data };

describeDataRoute('repay', {
  module,
  screen: 'repay',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.loanPlayDetail,
  // The sticky action carries the amount it pays.
  ready: () => screen.findByRole('button', { name: 'Payment ₱5227.50' }),
  incomplete: { query: 'sessionId=demo&productId=p-100', names: /needs orderId/ },
});
