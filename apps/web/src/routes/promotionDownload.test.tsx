import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './promotionDownload';

describeDataRoute('promotion download', {
  module,
  url: `${defaultRoutes.promotionDownload}?down_id=d-1`,
  call: apiPaths.channelTemplate,
  ready: () => screen.findByRole('heading', { name: 'Peso Cash Plus' }),
  incomplete: {
    url: `${defaultRoutes.promotionDownload}?app_from=web`,
    names: /needs down_id, links_id or id/,
  },
});
