import { apiPaths, BRIDGE_EVENT, type BridgeEventDetail, defaultRoutes } from '@loan/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/route';
import { reshapeOnce } from '../test/sandbox';
import * as codeScreen from './repaymentCode';
import * as codeData from './repaymentCode.data';
import * as code2Screen from './repaymentCode2';
import * as code2Data from './repaymentCode2.data';

// Issue 24 item 6, "proof I can keep": the repayment code pages' receipt, Save QR (an image: the shell's
// saveImage where it has it, else a download) and Share code (Web Share, else a copy and its toast).

const code1 = { ...codeScreen, ...codeData };
const code2 = { ...code2Screen, ...code2Data };
const session = 'sessionId=demo&userId=u-demo';
const qrLink = `${defaultRoutes.repaymentCode}?${session}&showType=2&payCode=7720441109&repayAmount=522750`;
const codeLink = `${defaultRoutes.repaymentCode}?${session}&showType=1&payCode=7720441109&repayAmount=522750`;
const page2 = `${defaultRoutes.repaymentCode2}?${session}&productId=p-100&orderId=o-174`;
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

// jsdom draws nothing: a canvas that records what the page drew and gives a PNG.
const drawn: string[] = [];
beforeEach(() => {
  drawn.length = 0;
  const context = {
    fillRect: () => {},
    save: () => {},
    restore: () => {},
    translate: () => {},
    scale: () => {},
    fill: () => drawn.push('qr'),
    drawImage: () => drawn.push('image'),
    fillText: (text: string) => drawn.push(text),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
  vi.stubGlobal('Path2D', class {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(window, 'webkit');
});

/** The receipt's rows (a list named by the catalogue's repayment.receipt). */
async function summary() {
  await screen.findAllByRole('button', { name: /^(Copy code|Share code|Save QR)$/ });
  const list = document.querySelector('dl[aria-label="Payment summary"]');
  expect(list).not.toBeNull();
  return within(list as HTMLElement);
}

describe('repayment code: the receipt and its ways to keep the code', () => {
  it('a QR page shows the code as text under the QR, Save QR and Share code', async () => {
    renderRoute(code1, qrLink, 'repaymentCode');
    await screen.findByRole('img', { name: 'QR code to pay' });
    expect((await summary()).getByText('7720441109')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save QR' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeTruthy();
  });

  it('Save QR downloads a PNG of the QR with the code and amount where the shell has no saveImage', async () => {
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    renderRoute(code1, qrLink, 'repaymentCode');
    fireEvent.click(await screen.findByRole('button', { name: 'Save QR' }));
    await screen.findByRole('button', { name: 'QR saved' });
    expect(clicks).toHaveLength(1);
    expect(clicks[0]?.download).toBe('repayment-7720441109.png');
    expect(clicks[0]?.href).toBe(PNG);
    expect(drawn).toContain('qr');
    expect(drawn).toContain('Repayment code: 7720441109');
    expect(drawn).toContain('Amount to pay: ₱5227.50');
  });

  it("Save QR hands the image to the shell's saveImage where it has it, and downloads nothing", async () => {
    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { saveImage: { postMessage } } } });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderRoute(code1, qrLink, 'repaymentCode');
    fireEvent.click(await screen.findByRole('button', { name: 'Save QR' }));
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({ dataUrl: PNG, fileName: 'repayment-7720441109.png' }),
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('a failed save says so and offers Save QR again', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    renderRoute(code1, qrLink, 'repaymentCode');
    fireEvent.click(await screen.findByRole('button', { name: 'Save QR' }));
    await screen.findByText('The QR could not be saved. Take a screenshot to keep it.');
    expect(screen.getByRole('button', { name: 'Save QR' })).toBeTruthy();
  });

  it('Share code opens the share sheet with the code and amount where the device can share', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderRoute(code1, codeLink, 'repaymentCode');
    fireEvent.click(await screen.findByRole('button', { name: 'Share code' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]).toEqual([
      {
        title: 'Repayment code',
        text: 'Repayment code\nRepayment code: 7720441109\nAmount to pay: ₱5227.50',
      },
    ]);
  });

  it('Copy code copies it and says so where the device cannot share', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRoute(code1, qrLink, 'repaymentCode');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code' }));
    await screen.findByText('copy success');
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('7720441109'));
  });

  it('the code page (type 1) offers no Save QR (it shows no QR), no second copy, and its steps fill the lower half', async () => {
    renderRoute(code1, codeLink, 'repaymentCode');
    await screen.findByRole('button', { name: 'Copy' });
    expect(screen.queryByRole('button', { name: /Share code|Copy code/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save QR' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeTruthy();
    expect(screen.getByText('Give the repayment code as your reference.')).toBeTruthy();
  });
});

describe('repayment code page 2: the receipt', () => {
  it('shows where to pay and the due date from the answer, with Save QR and Share code', async () => {
    reshapeOnce(apiPaths.villages, (body) => ({
      ...body,
      data: {
        ...(body.data as object),
        repayDate: '2026-12-20',
        defDetail: { payCode: '7123 4567 8901', logo: '', title: 'Pay at any Corner Store', payNotice: [] },
      },
    }));
    renderRoute(code2, page2, 'repaymentCode2');
    const receipt = await summary();
    // Where to pay is the card's heading, said once.
    expect(screen.getByRole('heading', { name: 'Pay at any Corner Store' })).toBeTruthy();
    expect(screen.getAllByText('Pay at any Corner Store')).toHaveLength(1);
    expect(receipt.getByText('Due date')).toBeTruthy();
    expect(receipt.getByText('2026-12-20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save QR' })).toBeTruthy();
    // No Web Share in jsdom: the card's Copy is the way to take the code, not a second copy button.
    expect(screen.queryByRole('button', { name: 'Copy code' })).toBeNull();
  });
});

describe('bridge event of saveImage in a browser', () => {
  it('is never sent where the shell lacks it (the download is the way)', async () => {
    const seen: BridgeEventDetail[] = [];
    const record = (event: Event) => seen.push((event as CustomEvent<BridgeEventDetail>).detail);
    window.addEventListener(BRIDGE_EVENT, record);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(code1, qrLink, 'repaymentCode');
    fireEvent.click(await screen.findByRole('button', { name: 'Save QR' }));
    await screen.findByRole('button', { name: 'QR saved' });
    window.removeEventListener(BRIDGE_EVENT, record);
    expect(seen.filter((event) => event.name === 'saveImage')).toEqual([]);
  });
});
