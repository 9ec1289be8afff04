import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './cardRepay';
import * as data from './cardRepay.data';

const module = { ...screenModule, ...data };

describeDataRoute('bank card repayment', {
  module,
  screen: 'cardRepay',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.loanPlayDetail,
  // The amount to repay: the hero, and on the sticky action.
  ready: () => screen.findByRole('button', { name: 'Pay ₱5227.50' }),
  incomplete: { query: 'sessionId=demo&productId=p-100', names: /needs orderId/ },
});
