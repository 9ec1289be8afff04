import type { Page, Request } from '@playwright/test';

/** Serves a tiny page for every server-supplied external URL, so a redirect can be asserted. */
export async function stubExternal(page: Page) {
  await page.route('https://pay.sandbox.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Pay</title><h1>External pay page</h1></html>',
    }),
  );
}

/** Asks the sandbox for a fault on the calls matching `pattern` only; the page's other calls stay healthy. */
export async function faultOn(page: Page, pattern: string, fault: string) {
  await page.route(pattern, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': fault } }),
  );
}

/** The JSON body a request sent. */
export function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

/**
 * Records every bridge message the page sends (the web transport's `loanbridge` event), except the web
 * vitals' burial points: measurements sent when the page's first input or its hiding finalises them, at
 * moments a journey does not choose (e2e/reporting.spec.ts reads them at the sandbox).
 */
export async function recordBridge(page: Page) {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __bridgeLog: unknown[] }).__bridgeLog = log;
    window.addEventListener('loanbridge', (event) => {
      const detail = (event as CustomEvent<{ name: string; payload: { event?: string } }>).detail;
      if (detail.name !== 'burialPoint' || detail.payload.event !== 'vital') log.push(detail);
    });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __bridgeLog: { name: string; payload: unknown }[] }).__bridgeLog,
    );
}
