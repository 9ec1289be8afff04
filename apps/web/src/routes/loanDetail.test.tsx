import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as module from './loanDetail';

const query = 'sessionId=demo&userId=u-demo&productId=p-100';

for (const [name, path] of [
  ['loan details', defaultRoutes.loanDetail],
  ['order', defaultRoutes.order],
] as const) {
  describeDataRoute(name, {
    module,
    url: `${path}?${query}&orderId=o-200`,
    call: apiPaths.loanDetails,
    ready: () => screen.findByRole('heading', { name: 'Repaid' }),
    incomplete: { url: `${path}?${query}`, names: /needs orderId/ },
  });
}
