import { BRIDGE_EVENT, defaultRoutes } from '@loan/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as repayScreen from '../routes/repay';
import * as repayData from '../routes/repay.data';
import { renderRoute } from '../test/route';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

// Issue 23: "Go back" on the webview's first page did navigate(-1) into nothing; hardware back left
// the page with a sheet open.
const sent: string[] = [];
const listener = (event: Event) => sent.push((event as CustomEvent<{ name: string }>).detail.name);
window.addEventListener(BRIDGE_EVENT, listener);
afterEach(() => {
  sent.length = 0;
});

// jsdom has no showModal/close: stub them on the prototype, as the kit's Dialog tests do.
const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
const original = { showModal: proto.showModal, close: proto.close };
beforeAll(() => {
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterAll(() => {
  proto.showModal = original.showModal;
  proto.close = original.close;
});

/** The brand's back hook, as the native shell calls it. */
const nativeBack = () => (window as unknown as { onNativeBack: () => boolean }).onNativeBack();

describe('the first page of the webview', () => {
  it('"Go back" on the not-found page closes the webview through the bridge', async () => {
    window.history.replaceState(null, '', '/nowhere');
    const Stub = createRoutesStub([
      { Component: Shell, ErrorBoundary: RouteError, children: [{ path: '*', Component: NotFound }] },
    ]);
    render(<Stub initialEntries={['/nowhere']} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(sent).toEqual(['closeWebview']);
  });

  it('"Go back" on a route\'s error page closes the webview through the bridge', async () => {
    renderRoute(
      { ...repayScreen, ...repayData },
      `${defaultRoutes.repay}?sessionId=demo&productId=p-100`,
      'repay',
    );
    expect(await screen.findByRole('heading', { name: 'This link is incomplete' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(sent).toEqual(['closeWebview']);
  });

  it('hardware back with nothing open tells the shell it did not handle back (the shell closes)', async () => {
    renderRoute(
      { ...repayScreen, ...repayData },
      `${defaultRoutes.repay}?sessionId=demo&productId=p-100&orderId=o-174`,
      'repay',
    );
    await screen.findByRole('button', { name: 'Choose a payment channel' });
    expect(nativeBack()).toBe(false);
    expect(sent).toEqual([]);
  });
});

describe('hardware back with a sheet open', () => {
  it("closes repay's channel sheet and stays on the page", async () => {
    renderRoute(
      { ...repayScreen, ...repayData },
      `${defaultRoutes.repay}?sessionId=demo&productId=p-100&orderId=o-174`,
      'repay',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a payment channel' }));
    expect(screen.getByRole('dialog', { name: 'Payment Method' })).toBeTruthy();
    let handled = false;
    act(() => {
      handled = nativeBack();
    });
    expect(handled).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Payment Method' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Choose a payment channel' })).toBeTruthy();
    expect(nativeBack()).toBe(false);
  });
});
