import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './jointLoginFail';

describeDataRoute('joint login failure', {
  module,
  screen: 'jointLoginFail',
  query: 'sessionId=demo&userId=u-demo&productId=p-100',
  call: apiPaths.goyaRecommend,
  ready: () => screen.findByRole('heading', { name: 'Kaagapay Cash' }),
});
