import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './promotionLanding';

describeDataRoute('promotion landing', {
  module,
  screen: 'promotionLanding',
  query: 'id=t-1&app_from=web&user_from=fb&utm_tag=spring',
  call: apiPaths.channelTemplate,
  ready: () => screen.findByRole('heading', { name: 'Cash in 1 day' }),
  incomplete: { query: 'app_from=web', names: /needs id/ },
});
