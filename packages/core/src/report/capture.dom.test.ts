import { afterEach, describe, expect, it } from 'vitest';
import { captureErrors, describeThrown } from './capture';
import { type FieldReport, setReportSink } from './report';

describe('captureErrors', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  function capture() {
    const seen: FieldReport[] = [];
    cleanups.push(
      setReportSink((r) => seen.push(r)),
      captureErrors(window),
    );
    return seen;
  }

  it('reports an uncaught error with its message, stack and place', () => {
    const seen = capture();
    const error = new TypeError("Cannot read properties of undefined (reading 'amount')");
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: error.message,
        filename: 'https://x/assets/a.js',
        lineno: 1,
        colno: 9,
      }),
    );
    expect(seen).toEqual([
      {
        kind: 'error',
        detail: {
          message: error.message,
          name: 'TypeError',
          stack: error.stack,
          source: 'https://x/assets/a.js',
          line: 1,
          column: 9,
        },
      },
    ]);
  });

  it('reports an error event without an error object by its message', () => {
    const seen = capture();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    expect(seen[0]?.detail.message).toBe('Script error.');
  });

  it('reports an unhandled rejection', () => {
    const seen = capture();
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('Network Error') });
    window.dispatchEvent(event);
    expect(seen).toEqual([
      { kind: 'rejection', detail: expect.objectContaining({ message: 'Network Error', name: 'Error' }) },
    ]);
  });

  it('leaves a script or image that failed to load to the chunk loaders (its error event does not bubble)', () => {
    const seen = capture();
    const script = document.createElement('script');
    script.src = 'https://x/assets/repay-B1x.js';
    document.body.append(script);
    script.dispatchEvent(new Event('error'));
    script.remove();
    expect(seen).toEqual([]);
  });

  it('stops listening once stopped', () => {
    const seen: FieldReport[] = [];
    cleanups.push(setReportSink((r) => seen.push(r)));
    captureErrors(window)();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    expect(seen).toEqual([]);
  });
});

describe('describeThrown', () => {
  it('reads an Error, a string and anything else', () => {
    expect(describeThrown(new RangeError('r'))).toMatchObject({ message: 'r', name: 'RangeError' });
    expect(describeThrown('plain')).toEqual({ message: 'plain' });
    expect(describeThrown({ code: 1 })).toEqual({ message: '[object Object]' });
  });
});
