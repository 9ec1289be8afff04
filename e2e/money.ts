import type { Page } from '@playwright/test';

/**
 * Serves the sandbox's own answer to the calls matching `pattern` with one field left out (the
 * path from the envelope, e.g. `['data', 'repayAmount']`), as a lender that omits the amount does.
 */
export async function withoutField(page: Page, pattern: string, path: readonly string[]) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    let parent: Record<string, unknown> | undefined = body;
    for (const key of path.slice(0, -1)) {
      const next: unknown = parent?.[key];
      parent = next && typeof next === 'object' ? (next as Record<string, unknown>) : undefined;
    }
    const last = path.at(-1);
    if (!parent || last === undefined || !(last in parent)) throw new Error(`no ${path.join('.')} to drop`);
    delete parent[last];
    await route.fulfill({ response, json: body });
  });
}

/** Counts the requests whose URL contains `part`, from now on. */
export function countRequests(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count++;
  });
  return () => count;
}
