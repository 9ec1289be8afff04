import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './customerService';

describeDataRoute('customer service', {
  module,
  screen: 'customerService',
  query: 'sessionId=demo&userId=u-demo',
  call: apiPaths.contactInfo,
  ready: () => screen.findByRole('link', { name: 'support@bayanihanlending.ph' }),
});
