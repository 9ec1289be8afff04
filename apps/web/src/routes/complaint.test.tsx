import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './complaint';

describeDataRoute('complaint', {
  module,
  url: `${defaultRoutes.complaint}?sessionId=demo&userId=u-demo&appName=loan&orderId=o-174`,
  call: apiPaths.problemInit,
  ready: () => screen.findByRole('heading', { name: 'Select question type' }),
  incomplete: { url: `${defaultRoutes.complaint}?orderId=o-174`, names: /needs sessionId/ },
});
