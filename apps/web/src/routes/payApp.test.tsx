import { apiPaths, type BrandConfig, type BridgeEventDetail } from '@loan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../app/brand';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as cardRepayScreen from './cardRepay';
import * as cardRepayData from './cardRepay.data';
import * as repayScreen from './repay';
import * as repayData from './repay.data';

const repay = { ...repayScreen, ...repayData };
const cardRepay = { ...cardRepayScreen, ...cardRepayData };
const query = 'sessionId=demo&userId=u-demo&productId=p-100&orderId=o-174';
const upi = 'upi://pay?pa=lender@icici&am=5227.50&cu=INR&tr=o-174';

const sent: BridgeEventDetail[] = [];
const record = (event: Event) => sent.push((event as CustomEvent<BridgeEventDetail>).detail);

/** The build's brand, listing the payment app schemes a market's brand lists (India: upi). */
function listSchemes(schemes: readonly string[] | undefined) {
  (brand as { paySchemes?: BrandConfig['paySchemes'] }).paySchemes = schemes;
}

// jsdom has no showModal/close (the channel sheet is a dialog): stub them, as the shell's tests do.
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

afterEach(() => {
  listSchemes(undefined);
  window.removeEventListener('loanbridge', record);
  sent.length = 0;
});

async function payByFirstChannel() {
  renderRoute(repay, `/starGesture?${query}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Choose a payment channel' }));
  const sheet = await screen.findByRole('dialog', { name: 'Payment Method' });
  fireEvent.click(within(sheet).getAllByRole('radio')[0] as HTMLElement);
  fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Payment ₱5227.50' }));
}

describe("a pay URL in a payment app's scheme", () => {
  it('opens through the bridge’s openPage where the brand lists the scheme', async () => {
    listSchemes(['upi']);
    window.addEventListener('loanbridge', record);
    reshapeOnce(apiPaths.generateVcode, (body) => ({ ...body, data: { payUrl: upi } }));
    await payByFirstChannel();
    await waitFor(() => expect(sent).toEqual([{ name: 'openPage', payload: { url: upi } }]));
    // The toasts' live region stays empty: no failure was shown.
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('is refused, with a message and no openPage, where the brand lists none (the spec)', async () => {
    window.addEventListener('loanbridge', record);
    reshapeOnce(apiPaths.generateVcode, (body) => ({ ...body, data: { payUrl: upi } }));
    await payByFirstChannel();
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(sent.filter(({ name }) => name === 'openPage')).toEqual([]);
  });

  it("opens the card repayment's online redirect through openPage too", async () => {
    listSchemes(['upi']);
    window.addEventListener('loanbridge', record);
    reshapeOnce(apiPaths.repaymentHuichao, (body) => ({ ...body, data: { url: upi } }));
    renderRoute(cardRepay, `/cardRepayment?${query}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'openPage', payload: { url: upi } }]));
  });
});
