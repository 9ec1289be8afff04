import { apiPaths } from '@loan/core';
import { screen } from '@testing-library/react';
import { describeDataRoute } from '../test/matrix';
import * as screenModule from './loanDetail';
import * as data from './loanDetail.data';

const module = { ...screenModule, ...data };

const session = 'sessionId=demo&userId=u-demo&productId=p-100';

// One module serves both paths of the route table.
for (const [name, key] of [
  ['loan details', 'loanDetail'],
  ['order', 'order'],
] as const) {
  describeDataRoute(name, {
    module,
    screen: key,
    query: `${session}&orderId=o-200`,
    call: apiPaths.loanDetails,
    ready: () => screen.findByRole('heading', { name: 'Repaid' }),
    incomplete: { query: session, names: /needs orderId/ },
  });
}
