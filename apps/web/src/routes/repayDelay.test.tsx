import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './repayDelay';
import * as data from './repayDelay.data';

const module = { ...screenModule, ...data };

describeDataRoute('rollover repayment', {
  module,
  screen: 'repayDelay',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174-delay',
  call: apiPaths.villages,
  ready: () => screen.findByRole('heading', { name: 'Extend your loan by 7 days' }),
  incomplete: { query: 'sessionId=demo&productId=p-100', names: /needs orderId/ },
});
