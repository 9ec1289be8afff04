import type { FieldReport } from '@loan/core';
import { keyboardInsetProperty } from '@loan/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followKeyboard } from './followKeyboard';
import { followKeyboardOnFirstField, opensKeyboard } from './index';

// The soft keyboard follower below the browser (issue 23): jsdom has no visual viewport, so each test
// gives the window one whose height and zoom it sets, as a phone's keyboard and pinch would.

class TestViewport extends EventTarget {
  width = 360;
  height = 640;
  offsetLeft = 0;
  offsetTop = 0;
  pageLeft = 0;
  pageTop = 0;
  scale = 1;
  /** The keyboard covers `px` of the bottom. */
  cover(px: number) {
    this.height = 640 - px;
    this.dispatchEvent(new Event('resize'));
  }
}

let viewport: TestViewport;
/** A box at `top`, `height` tall, as getBoundingClientRect gives it (jsdom lays nothing out). */
const rect = (top: number, height: number) =>
  ({ top, bottom: top + height, height, y: top, x: 0, left: 0, right: 360, width: 360 }) as DOMRect;
const inset = () => document.documentElement.style.getPropertyValue(keyboardInsetProperty);
const frame = () => new Promise((done) => requestAnimationFrame(() => done(undefined)));

beforeEach(() => {
  viewport = new TestViewport();
  Object.defineProperty(window, 'visualViewport', { configurable: true, value: viewport });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 640 });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'visualViewport');
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('which fields open the keyboard', () => {
  it('text-like inputs, textareas and editable content do; buttons, boxes and pickers do not', () => {
    const input = (type: string) => Object.assign(document.createElement('input'), { type });
    for (const type of ['text', 'tel', 'number', 'email', 'search', 'password'])
      expect(opensKeyboard(input(type)), type).toBe(true);
    for (const type of ['checkbox', 'radio', 'button', 'submit', 'file', 'range'])
      expect(opensKeyboard(input(type)), type).toBe(false);
    expect(opensKeyboard(document.createElement('textarea'))).toBe(true);
    expect(opensKeyboard(document.createElement('button'))).toBe(false);
    expect(opensKeyboard(null)).toBe(false);
  });
});

describe('the keyboard inset', () => {
  it('is the part of the layout viewport the keyboard covers, and goes when the keyboard closes', () => {
    const stop = followKeyboard();
    expect(inset()).toBe('');
    viewport.cover(300);
    expect(inset()).toBe('300px');
    viewport.cover(0);
    expect(inset()).toBe('');
    stop();
  });

  it('stays unset where the keyboard resizes the layout viewport (Android before Chrome 108, resizes-content)', () => {
    const stop = followKeyboard();
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 340 });
    viewport.cover(300);
    expect(inset()).toBe('');
    stop();
  });

  it('is not set by a pinch zoom, which shrinks the visual viewport too', () => {
    const stop = followKeyboard();
    viewport.scale = 2;
    viewport.cover(320);
    expect(inset()).toBe('');
    stop();
  });
});

describe('the focused field', () => {
  function field(top: number, height = 44) {
    const input = document.createElement('input');
    document.body.append(input);
    vi.spyOn(input, 'getBoundingClientRect').mockReturnValue(rect(top, height));
    input.focus();
    return input;
  }

  it('is scrolled to the middle of what stays visible when the keyboard opens', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    field(500);
    const stop = followKeyboard();
    await frame();
    expect(scrollBy).not.toHaveBeenCalled();
    viewport.cover(300);
    await frame();
    // Visible 0-340: a 44 px field centred starts at 148.
    expect(scrollBy).toHaveBeenCalledWith(0, 500 - 148);
    stop();
  });

  it('clears the action bar that sticks above the keyboard', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    const bar = document.createElement('div');
    bar.setAttribute('data-action-bar', '');
    document.body.append(bar);
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue(rect(272, 68));
    // Inside the visible 0-340, but under the bar from 272.
    field(260);
    const stop = followKeyboard();
    viewport.cover(300);
    await frame();
    // Visible band 0-272: centred at 114.
    expect(scrollBy).toHaveBeenCalledWith(0, 260 - 114);
    stop();
  });

  it('is left alone when it is already in sight', async () => {
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    field(100);
    const stop = followKeyboard();
    viewport.cover(300);
    await frame();
    expect(scrollBy).not.toHaveBeenCalled();
    stop();
  });
});

describe('loading the follower', () => {
  it('waits for a field that opens the keyboard: a checkbox does not load it', async () => {
    followKeyboardOnFirstField();
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    document.body.append(box);
    box.focus();
    await new Promise((done) => setTimeout(done, 20));
    expect(inset()).toBe('');
    const text = document.createElement('input');
    document.body.append(text);
    text.focus();
    viewport.height = 340;
    await vi.waitFor(() => expect(inset()).toBe('300px'));
    viewport.cover(0);
  });

  it('reports a follower chunk that failed to load', async () => {
    vi.resetModules();
    vi.doMock('./followKeyboard', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/followKeyboard-Ab12.js');
    });
    // The fresh module graph's own core, the one the fresh follower reports to.
    const { setReportSink } = await import('@loan/core');
    const reports: FieldReport[] = [];
    const unset = setReportSink((item) => reports.push(item));
    const { followKeyboardOnFirstField: follow } = await import('./index');
    follow();
    const text = document.createElement('textarea');
    document.body.append(text);
    text.focus();
    await vi.waitFor(() => expect(reports).toEqual([{ kind: 'chunk_load', detail: { chunk: 'keyboard' } }]));
    unset();
    vi.doUnmock('./followKeyboard');
  });
});
