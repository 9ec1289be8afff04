import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './loanConfirmAlt';

describeDataRoute('loan confirm (alternate)', {
  module,
  url: `${defaultRoutes.loanConfirmAlt}?sessionId=demo&userId=u-demo&productId=p-100`,
  call: apiPaths.goyaLoanDetail,
  ready: () => screen.findByText('Bayanihan Cash'),
  incomplete: { url: `${defaultRoutes.loanConfirmAlt}?sessionId=demo`, names: /needs productId/ },
});
