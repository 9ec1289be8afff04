import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './bindBank';

describeDataRoute('bind bank', {
  module,
  screen: 'bindBank',
  query: 'sessionId=demo&userId=u-demo&appName=loan&productId=p-100',
  call: apiPaths.cardInit,
  ready: () => screen.findByRole('textbox', { name: 'Account name' }),
  incomplete: { query: 'sessionId=demo', names: /needs productId/ },
});
