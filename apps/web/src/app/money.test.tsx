import { apiPaths, message } from '@loan/core';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as cardRepayScreen from '../routes/cardRepay';
import * as cardRepayData from '../routes/cardRepay.data';
import * as repayScreen from '../routes/repay';
import * as repayData from '../routes/repay.data';
import * as repayDelayScreen from '../routes/repayDelay';
import * as repayDelayData from '../routes/repayDelay.data';
import * as repaymentCodeScreen from '../routes/repaymentCode';
import * as repaymentCodeData from '../routes/repaymentCode.data';
import * as repaymentCode2Screen from '../routes/repaymentCode2';
import * as repaymentCode2Data from '../routes/repaymentCode2.data';
import * as repayPeriodScreen from '../routes/repayPeriod';
import * as repayPeriodData from '../routes/repayPeriod.data';
import { renderRoute } from '../test/route';
import { reshapeOnce, server } from '../test/sandbox';
import { brand } from './brand';

// Each route as the router sees it: its screen and its data module's loader (issue 16).
const cardRepay = { ...cardRepayScreen, ...cardRepayData };
const repay = { ...repayScreen, ...repayData };
const repayDelay = { ...repayDelayScreen, ...repayDelayData };
const repaymentCode = { ...repaymentCodeScreen, ...repaymentCodeData };
const repaymentCode2 = { ...repaymentCode2Screen, ...repaymentCode2Data };
const repayPeriod = { ...repayPeriodScreen, ...repayPeriodData };

// Money is never invented (issue 13): each money action, with the amount left out of the sandbox's
// answer, sends no request and says why, below the browser.

const unknown = message(brand.catalogue, 'money.amountUnknown');
const session = 'sessionId=demo&userId=u-demo&productId=p-100';

/** Records the requests the page sends from now on; `called(path)` says whether one went to that call. */
function requestsSent() {
  const paths: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    paths.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return {
    // The brand's API base comes before the call's path.
    called: (path: string) => paths.some((sent) => sent.endsWith(path)),
    stop: () => server.events.removeListener('request:start', listener),
  };
}

let stopListening = () => {};
afterEach(() => stopListening());

/** The sandbox's answer at `path` without `key` in its data. */
function dropFromData(path: string, key: string) {
  reshapeOnce(path, (body) => {
    const { [key]: _left, ...data } = body.data as Record<string, unknown>;
    return { ...body, data };
  });
}

describe('a money action without a known amount sends nothing', () => {
  it('card repayment: Pay and Pay online are disabled, no commit and no redirect call', async () => {
    dropFromData(apiPaths.loanPlayDetail, 'repayAmount');
    const sent = requestsSent();
    stopListening = sent.stop;
    renderRoute(cardRepay, `/cardRepayment?${session}&orderId=o-174`);
    expect(await screen.findByText(unknown)).toBeTruthy();
    expect(screen.queryByText(/undefined|NaN/)).toBeNull();
    fireEvent.click(await screen.findByRole('radio', { name: /BPI/ }));
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pay);
    fireEvent.click(screen.getByRole('button', { name: 'Pay online' }));
    expect(sent.called(apiPaths.repaymentCommit)).toBe(false);
    expect(sent.called(apiPaths.repaymentHuichao)).toBe(false);
  });

  it("card repayment: a link's withholdingAmount of 'undefined' falls back to the order's amount", async () => {
    const sent = requestsSent();
    stopListening = sent.stop;
    renderRoute(cardRepay, `/cardRepayment?${session}&orderId=o-174&withholdingAmount=undefined`);
    // The amount, then the order's due date under it (issue 24).
    expect((await screen.findByRole('region', { name: 'Amount to repay' })).textContent).toMatch(
      /^Amount to repay₱5227\.50(Due date|$)/,
    );
    expect(sent.called(apiPaths.loanPlayDetail)).toBe(true);
  });

  it('repay: Payment is disabled and generate-vcode is never called', async () => {
    dropFromData(apiPaths.loanPlayDetail, 'repayAmount');
    const sent = requestsSent();
    stopListening = sent.stop;
    renderRoute(repay, `/starGesture?${session}&orderId=o-174`);
    expect(await screen.findByText(unknown)).toBeTruthy();
    const pay = screen.getByRole('button', { name: 'Payment' });
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pay);
    expect(sent.called(apiPaths.generateVcode)).toBe(false);
  });

  it('rollover: without the delay offer the channel sheet stays shut and nothing is paid', async () => {
    dropFromData(apiPaths.villages, 'delayInfo');
    const sent = requestsSent();
    stopListening = sent.stop;
    renderRoute(repayDelay, `/repayDelay?${session}&orderId=o-174-delay`);
    expect(await screen.findByText(unknown)).toBeTruthy();
    const method = screen.getByRole('button', { name: 'Payment Method' });
    expect(method.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(method);
    expect(screen.queryByRole('dialog', { name: 'Payment Method' })).toBeNull();
    expect(sent.called(apiPaths.generateVcode)).toBe(false);
  });

  it('repayment by period: the channel sheet stays shut and nothing is paid', async () => {
    dropFromData(apiPaths.villages, 'repayAmount');
    const sent = requestsSent();
    stopListening = sent.stop;
    renderRoute(repayPeriod, `/banksAction?${session}&orderId=o-174`);
    expect(await screen.findByText(unknown)).toBeTruthy();
    const method = screen.getByRole('button', { name: 'Payment Method' });
    expect(method.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(method);
    expect(screen.queryByRole('dialog', { name: 'Payment Method' })).toBeNull();
    expect(sent.called(apiPaths.generateVcode)).toBe(false);
  });

  it('repayment code: an amount that is not a number shows the message, never the text', async () => {
    renderRoute(repaymentCode, `/repaymentOfCode?showType=1&payCode=7720441109&repayAmount=NaN`);
    expect(await screen.findByText(unknown)).toBeTruthy();
    expect(screen.queryByText(/NaN|₱/)).toBeNull();
  });

  it('repayment code 2: without the amount the message stands for the total', async () => {
    dropFromData(apiPaths.villages, 'repayAmount');
    renderRoute(repaymentCode2, `/repaymentOfCode2?${session}&orderId=o-174`);
    expect(await screen.findByText(unknown)).toBeTruthy();
    expect(screen.queryByText(/undefined|NaN|₱/)).toBeNull();
  });
});
