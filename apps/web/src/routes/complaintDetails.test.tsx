import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './complaintDetails';
import * as data from './complaintDetails.data';

const module = { ...screenModule, ...data };

describeDataRoute('complaint details', {
  module,
  screen: 'complaintDetails',
  query: 'sessionId=demo&userId=u-demo&problemId=1',
  call: apiPaths.problemDetail,
  ready: () => screen.findByRole('heading', { name: 'Process Result' }),
  incomplete: { query: 'sessionId=demo', names: /needs problemId/ },
});
