import { apiPaths } from '@loan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDataRoute } from '../test/matrix';
import { renderRoute } from '../test/route';
import * as screenModule from './repay';
import * as data from './repay.data';

const module = { ...screenModule, ...data };

describeDataRoute('repay', {
  module,
  screen: 'repay',
  query: 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174',
  call: apiPaths.loanPlayDetail,
  // The sticky action carries the amount it pays.
  ready: () => screen.findByRole('button', { name: 'Payment ₱5227.50' }),
  incomplete: { query: 'sessionId=demo&productId=p-100', names: /needs orderId/ },
});

describe('repay: Payment waits for a channel (issue 24 review)', () => {
  // jsdom has no showModal/close (the channel sheet is a dialog): stub them, as lastChannel's tests do.
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  const original = { showModal: proto.showModal, close: proto.close };
  beforeAll(() => {
    proto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterAll(() => {
    proto.showModal = original.showModal;
    proto.close = original.close;
  });

  it('with nothing chosen Payment is disabled, says why, and a chosen channel frees it', async () => {
    localStorage.clear();
    renderRoute(module, '/starGesture?sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174', 'repay');
    const pay = await screen.findByRole('button', { name: 'Payment ₱5227.50' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    const why = document.getElementById(pay.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Choose a payment channel to pay.');
    fireEvent.click(screen.getByRole('button', { name: 'Choose a payment channel' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Payment Method' }));
    fireEvent.click(sheet.getAllByRole('radio')[0] as HTMLElement);
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).toBeNull());
    expect(pay.getAttribute('aria-describedby')).toBeNull();
  });
});
