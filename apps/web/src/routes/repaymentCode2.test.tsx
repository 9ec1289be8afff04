import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './repaymentCode2';
import * as data from './repaymentCode2.data';

const module = { ...screenModule, ...data };

describeDataRoute('repayment code 2', {
  module,
  screen: 'repaymentCode2',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.villages,
  ready: () => screen.findByRole('heading', { name: 'Pay at any 7-Eleven' }),
  incomplete: { query: 'sessionId=demo&productId=p-100', names: /needs orderId/ },
});
