import { ApiError, type FieldReport, setReportSink } from '@loan/core';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { RouteError } from './RouteError';

// Issue 23: a loader's own defect (not the lender's answer) showed the error page and reached no one.
const seen: FieldReport[] = [];
const unset = setReportSink((r) => seen.push(r));
afterEach(() => {
  seen.length = 0;
});
afterAll(unset);

/** The route's screen: never reached, its loader fails. */
const Unreached = () => null;

function renderFailing(error: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/',
      ErrorBoundary: RouteError,
      loader: () => {
        throw error;
      },
      Component: Unreached,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('the route error page tells the lender', () => {
  it('of a loader that failed by itself, with the error name and message', async () => {
    renderFailing(new TypeError("Cannot read properties of undefined (reading 'amount')"));
    await screen.findByRole('button', { name: 'Go back' });
    expect(seen).toEqual([
      {
        kind: 'route_error',
        detail: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'amount')" },
      },
    ]);
  });

  it('not of the lender answering with an error code, which the lender already knows', async () => {
    renderFailing(new ApiError('server', 'Order not found', { code: '7001' }));
    await screen.findByRole('button', { name: 'Go back' });
    expect(seen).toEqual([]);
  });
});
