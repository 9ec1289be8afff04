import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './loanConfirmAlt';

describeDataRoute('loan confirm (alternate)', {
  module,
  screen: 'loanConfirmAlt',
  query: 'sessionId=demo&userId=u-demo&productId=p-100',
  call: apiPaths.goyaLoanDetail,
  ready: () => screen.findByText('Bayanihan Cash'),
  incomplete: { query: 'sessionId=demo', names: /needs productId/ },
});
