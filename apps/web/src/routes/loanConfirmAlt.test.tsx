import { apiPaths, message, specCatalogue } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './loanConfirmAlt';
import * as data from './loanConfirmAlt.data';

const module = { ...screenModule, ...data };

describeDataRoute('loan confirm (alternate)', {
  module,
  screen: 'loanConfirmAlt',
  query: 'sessionId=demo&userId=u-demo&productId=p-100',
  call: apiPaths.goyaLoanDetail,
  ready: () => screen.findByText('Bayanihan Cash'),
  secondary: [
    {
      name: 'agreement list',
      call: apiPaths.goyaAgreements,
      primary: () => screen.findByText('Bayanihan Cash'),
      message: () => screen.findByText(message(specCatalogue, 'loanConfirm.agreementsFailed')),
      ready: () => screen.findByRole('button', { name: 'Loan Agreement' }),
    },
  ],
  incomplete: { query: 'sessionId=demo', names: /needs productId/ },
});
