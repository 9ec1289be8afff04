import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './complaintList';

describeDataRoute('complaint list', {
  module,
  screen: 'complaintList',
  query: 'sessionId=demo&userId=u-demo',
  call: apiPaths.problemList,
  ready: () => screen.findByRole('tablist', { name: 'Complaints by status' }),
  incomplete: { query: '', names: /needs sessionId/ },
});
