import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './loanConfirm';

describeDataRoute('loan confirm', {
  module,
  screen: 'loanConfirm',
  query: 'sessionId=demo&userId=u-demo&productId=p-100',
  call: apiPaths.loanDetailConfirm,
  ready: () => screen.findByText('Bayanihan Cash'),
  incomplete: { query: 'sessionId=demo', names: /needs productId/ },
});
