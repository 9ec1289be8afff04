import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './loanConfirm';

describeDataRoute('loan confirm', {
  module,
  url: `${defaultRoutes.loanConfirm}?sessionId=demo&userId=u-demo&productId=p-100`,
  call: apiPaths.loanDetailConfirm,
  ready: () => screen.findByText('Bayanihan Cash'),
  incomplete: { url: `${defaultRoutes.loanConfirm}?sessionId=demo`, names: /needs productId/ },
});
