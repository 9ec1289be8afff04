// @vitest-environment jsdom
// (the core project also matches *.dom.test.ts; this keeps the file in jsdom there too)
import { describe, expect, it } from 'vitest';
import { registerServiceWorker } from './serviceWorker';
import { setDocumentTitle } from './title';
import { currentUserAgent } from './userAgent';

describe('env in a browser', () => {
  it('sets document.title', () => {
    setDocumentTitle('Payment account information');
    expect(document.title).toBe('Payment account information');
  });
  it('reads navigator.userAgent', () => {
    expect(currentUserAgent()).toBe(navigator.userAgent);
    expect(currentUserAgent()).not.toBe('');
  });
  it('resolves the worker against the page and skips it where there is no service worker support', async () => {
    await expect(registerServiceWorker('/sw.js', { production: true })).resolves.toBeUndefined();
    await expect(registerServiceWorker('https://evil.example/sw.js', { production: true })).rejects.toThrow(
      TypeError,
    );
  });
});
