import { type FieldReport, setReportSink } from '@loan/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApp } from './boot';
import { appRetryDelayMs, loadingLimitMs } from './loadingLimits';
import { stuckTemplateId } from './stuckBlock';

const lost = () =>
  new TypeError('Failed to fetch dynamically imported module: https://loan.test/assets/start-Xy.js');

/** The prerendered frame: the bar, the skeleton's scaffold, and the failure block's template. */
function frame() {
  const root = document.createElement('div');
  root.innerHTML = `<header><h1>Repayment</h1></header>
    <div data-state="loading" aria-busy="true"><span role="status">Loading repayment</span></div>
    <template id="${stuckTemplateId}"><section class="kit-result"><h2>x</h2><p>y</p><div><button class="kit-button">z</button></div></section></template>`;
  document.body.replaceChildren(root);
  return root;
}

describe("the entry loads the app's chunk (issue 23)", () => {
  let reports: FieldReport[];
  let unset: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    reports = [];
    unset = setReportSink((r) => reports.push(r));
  });
  afterEach(() => {
    unset();
    vi.useRealTimers();
    // Unit files share a worker's document (isolate: false): a frame left here would be a second banner
    // and a second loading status in the next file's route tests.
    document.body.replaceChildren();
  });

  it('tries once more after a pause when the download fails, and then the app runs', async () => {
    const root = frame();
    const load = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce({});
    const done = loadApp(load, root);
    await vi.advanceTimersByTimeAsync(appRetryDelayMs - 1);
    expect(load).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(load).toHaveBeenCalledTimes(2);
    expect(root.querySelector('[data-state="failed"]')).toBeNull();
    expect(reports).toEqual([
      { kind: 'chunk_load', detail: { chunk: 'start', file: 'start-Xy.js', attempt: 1 } },
    ]);
  });

  it('after the second failure, shows the kit block in the brand words with Retry, in place of the skeleton', async () => {
    const root = frame();
    const done = loadApp(() => Promise.reject(lost()), root);
    await vi.advanceTimersByTimeAsync(appRetryDelayMs);
    await done;
    const scaffold = root.querySelector('[data-state="failed"]');
    expect(scaffold?.getAttribute('aria-busy')).toBeNull();
    expect(scaffold?.querySelector('.kit-result h2')?.textContent).toBe('Connection problem');
    expect(scaffold?.querySelector('p')?.textContent).toBe(
      'Part of the page could not be downloaded. Check your connection and try again.',
    );
    expect(scaffold?.querySelector('button.kit-button')?.textContent).toBe('Try again');
    expect(root.querySelector('[role="status"]')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Repayment');
    expect(reports.map((r) => r.detail.attempt)).toEqual([1, 2]);
  });

  it('says the page is taking too long when the app has not come by the loading limit', async () => {
    const root = frame();
    void loadApp(() => new Promise(() => {}), root);
    await vi.advanceTimersByTimeAsync(loadingLimitMs);
    expect(root.querySelector('[data-state="failed"] h2')?.textContent).toBe('This is taking too long');
    expect(root.querySelector('[data-state="failed"] button')?.textContent).toBe('Try again');
  });

  it('says nothing once the app has come before the limit', async () => {
    const root = frame();
    await loadApp(() => Promise.resolve({}), root);
    await vi.advanceTimersByTimeAsync(loadingLimitMs);
    expect(root.querySelector('[data-state="failed"]')).toBeNull();
  });
});
