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
