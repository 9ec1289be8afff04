import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './promotionDownload';
import * as data from './promotionDownload.data';

const module = { ...screenModule, ...data };

describeDataRoute('promotion download', {
  module,
  screen: 'promotionDownload',
  query: 'down_id=d-1',
  // A visitor without a session: no customer service, the error page's Go back.
  refused: 'back',
  call: apiPaths.channelTemplate,
  ready: () => screen.findByRole('heading', { name: 'Peso Cash Plus' }),
  incomplete: { query: 'app_from=web', names: /needs down_id, links_id or id/ },
});
