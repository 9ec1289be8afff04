import { UnsafeUrlError } from '@loan/core';
import { describe, expect, it } from 'vitest';
import { describeError, IncompleteLinkError, requireParams } from './errors';

describe('requireParams', () => {
  it('returns the named params when all are present', () => {
    expect(requireParams('/x?orderId=o-1&productId=p-1&other=1', ['orderId', 'productId'])).toEqual({
      orderId: 'o-1',
      productId: 'p-1',
    });
  });

  it('lists every missing or empty param in one error', () => {
    expect(() => requireParams('/x?orderId=', ['orderId', 'productId'])).toThrowError(
      new IncompleteLinkError(['orderId', 'productId']),
    );
  });
});

describe('describeError', () => {
  it('explains an incomplete link and offers no retry', () => {
    const copy = describeError(new IncompleteLinkError(['orderId']));
    expect(copy).toMatchObject({ title: 'This link is incomplete', retryable: false });
    expect(copy.description).toContain('orderId');
  });

  it('refuses an unsafe URL without retry', () => {
    expect(describeError(new UnsafeUrlError('scheme', 'javascript:alert(1)'))).toMatchObject({
      title: 'This link was not opened',
      retryable: false,
    });
  });

  it("shows the server's own message for a server error code, with no retry (the same request meets it again)", () => {
    const error = Object.assign(new Error('Order not found'), { kind: 'server', code: '404' });
    expect(describeError(error)).toEqual({
      title: 'Something went wrong',
      description: 'Order not found',
      retryable: false,
    });
  });

  it('an HTTP 4xx refuses the request itself: no retry, the way is customer service', () => {
    const error = Object.assign(new Error('404'), { kind: 'transport', reason: 'http', status: 404 });
    expect(describeError(error)).toMatchObject({ retryable: false });
    expect(describeError(error).description).toContain('contact customer service');
  });

  it('does not call an HTTP error from the server a connection problem', () => {
    const error = Object.assign(new Error('500'), { kind: 'transport', reason: 'http', status: 500 });
    expect(describeError(error)).toMatchObject({ title: 'Something went wrong', retryable: true });
    expect(describeError(error).description).toContain('The server had a problem');
    expect(describeError(error).description).not.toContain('connection');
  });

  it('says a timeout took too long, with a retry', () => {
    const error = Object.assign(new Error('timeout'), { kind: 'transport', reason: 'timeout' });
    expect(describeError(error)).toMatchObject({ title: 'Connection problem', retryable: true });
    expect(describeError(error).description).toContain('took too long');
  });

  it('says a malformed answer could not be read', () => {
    const error = Object.assign(new Error('bad'), { kind: 'malformed' });
    expect(describeError(error).description).toContain('could not read');
  });
});
