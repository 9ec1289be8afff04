import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './customerService';
import * as data from './customerService.data';

const module = { ...screenModule, ...data };

describeDataRoute('customer service', {
  module,
  screen: 'customerService',
  query: 'sessionId=demo&userId=u-demo',
  sessionInBlock: true,
  // A refused contact list: the phone and the complaint link stay the ways on.
  refused: () => screen.findByRole('link', { name: /Make a complaint/ }),
  call: apiPaths.contactInfo,
  ready: () => screen.findByRole('link', { name: 'support@bayanihanlending.ph' }),
  secondary: [
    {
      name: 'contact list',
      call: apiPaths.contactInfo,
      primary: () => screen.findByRole('link', { name: /Make a complaint/ }),
      ready: () => screen.findByRole('link', { name: 'support@bayanihanlending.ph' }),
    },
  ],
});
