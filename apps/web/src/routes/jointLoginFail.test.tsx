import { apiPaths, defaultRoutes } from '@loan/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import * as screenModule from './jointLoginFail';
import * as data from './jointLoginFail.data';

const module = { ...screenModule, ...data };

describeDataRoute('joint login failure', {
  module,
  screen: 'jointLoginFail',
  query: 'sessionId=demo&userId=u-demo&productId=p-100',
  call: apiPaths.goyaRecommend,
  ready: () => screen.findByRole('heading', { name: 'Kaagapay Cash' }),
});

// The loader runs before the loan words have loaded (issue 16): the screen says the catalogue's texts.
describe("joint login failure's notice", () => {
  const url = (extra = '') =>
    `${defaultRoutes.jointLoginFail}?sessionId=demo&userId=u-demo&productId=p-100${extra}`;

  it("without the link's own texts, the catalogue's", async () => {
    renderRoute(module, url(), 'jointLoginFail');
    expect(await screen.findByText('We could not sign you in to this product.')).toBeTruthy();
    expect(screen.getByText('You can still apply with one of the products below.')).toBeTruthy();
  });

  it("the link's notice and error message, as sent", async () => {
    renderRoute(module, url('&notice=Partner%20refused&errorMsg=Try%20another'), 'jointLoginFail');
    expect(await screen.findByText('Partner refused')).toBeTruthy();
    expect(screen.getByText('Try another')).toBeTruthy();
    expect(screen.queryByText('We could not sign you in to this product.')).toBeNull();
  });
});
