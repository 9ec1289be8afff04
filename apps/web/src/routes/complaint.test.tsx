import { apiPaths, defaultRoutes } from '@loan/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as screenModule from './complaint';
import * as data from './complaint.data';

const module = { ...screenModule, ...data };

describeDataRoute('complaint', {
  module,
  screen: 'complaint',
  query: 'sessionId=demo&userId=u-demo&appName=loan&orderId=o-174',
  call: apiPaths.problemInit,
  ready: () => screen.findByRole('heading', { name: 'Select question type' }),
  incomplete: { query: 'orderId=o-174', names: /needs sessionId/ },
});

// Issue 23: no question type in the answer: the page says so and offers a new try, never an empty list.
describe('complaint without question types', () => {
  it('says the choices could not be loaded, and Try again brings them', async () => {
    reshapeOnce(apiPaths.problemInit, (body) => ({
      ...body,
      data: { ...(body.data as object), problemType: [] },
    }));
    renderRoute(module, `${defaultRoutes.complaint}?sessionId=demo&userId=u-demo&appName=loan&orderId=o-174`);
    expect(
      await screen.findByRole('heading', { name: 'The choices could not be loaded. Please try again.' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Collection' })).toBeTruthy();
  });
});
