import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './complaintList';

describeDataRoute('complaint list', {
  module,
  url: `${defaultRoutes.complaintList}?sessionId=demo&userId=u-demo`,
  call: apiPaths.problemList,
  ready: () => screen.findByRole('tablist', { name: 'Complaints by status' }),
  incomplete: { url: defaultRoutes.complaintList, names: /needs sessionId/ },
});
