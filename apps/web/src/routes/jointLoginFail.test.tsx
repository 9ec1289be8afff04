import { apiPaths, defaultRoutes } from '@loan/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
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

// Issue 23: with no product to apply for, the page still ends with a way on.
describe('joint login failure without a product', () => {
  const query = 'sessionId=demo&userId=u-demo&productId=p-100';
  const url = `${defaultRoutes.jointLoginFail}?${query}`;
  const noProducts = () => reshapeOnce(apiPaths.goyaRecommend, (body) => ({ ...body, attach: [], data: [] }));

  it('an empty list says to check back later, with no Try again beside it (the server answered)', async () => {
    noProducts();
    renderRoute(module, url, 'jointLoginFail');
    expect(await screen.findByText('Please check back later.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("an empty list offers customer service, with the link's query", async () => {
    noProducts();
    renderRoute(module, url, 'jointLoginFail');
    fireEvent.click(await screen.findByRole('button', { name: 'Contact customer service' }));
    expect(
      await screen.findByRole('heading', { name: `Left for ${defaultRoutes.customerService}?${query}` }),
    ).toBeTruthy();
  });
});
