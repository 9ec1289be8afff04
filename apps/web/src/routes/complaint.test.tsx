import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './complaint';
import * as data from './complaint.data';

const module = { ...screenModule, ...data };

describeDataRoute('complaint', {
  module,
  screen: 'complaint',
  query: 'sessionId=demo&userId=u-demo&appName=loan&orderId=o-174',
  call: apiPaths.problemInit,
  ready: () => screen.findByRole('heading', { name: 'Select question type' }),
  incomplete: { query: 'orderId=o-174', names: /needs sessionId/ },
});
