import { apiPaths, message, specCatalogue } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './loanConfirm';
import * as data from './loanConfirm.data';

const module = { ...screenModule, ...data };

describeDataRoute('loan confirm', {
  module,
  screen: 'loanConfirm',
  query: 'sessionId=demo&userId=u-demo&productId=p-100',
  call: apiPaths.loanDetailConfirm,
  ready: () => screen.findByText('Bayanihan Cash'),
  secondary: [
    {
      name: 'agreement list',
      call: apiPaths.contract,
      primary: () => screen.findByText('Bayanihan Cash'),
      message: () => screen.findByText(message(specCatalogue, 'loanConfirm.agreementsFailed')),
      ready: () => screen.findByRole('button', { name: 'Loan Agreement' }),
    },
  ],
  incomplete: { query: 'sessionId=demo', names: /needs productId/ },
});
