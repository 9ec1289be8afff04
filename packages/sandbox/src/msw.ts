import { defaultBrand } from '@loan/core';
import { HttpResponse, http } from 'msw';
import { createSandboxApp, type SandboxOptions } from './app';

type SandboxApp = ReturnType<typeof createSandboxApp>;

/** Hands one request to the sandbox app, with an optional fault header (the sandbox's own fault switch). */
async function forward(app: SandboxApp, request: Request, fault?: string): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  if (fault) headers.set('x-sandbox-fault', fault);
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const response = await app.fetch(
    new Request(`http://sandbox${url.pathname}${url.search}`, {
      method: request.method,
      headers,
      body,
      signal: request.signal,
    }),
  );
  // The sandbox's `reset` fault has no socket to cut under MSW: make it a network error.
  if (response.headers.get('x-sandbox-reset')) return HttpResponse.error();
  return response;
}

/** MSW handlers that hand every request under `origin` to the sandbox app: one implementation. */
export function sandboxHandlers(origin: string, options: SandboxOptions = {}) {
  return createSandboxMsw(origin, options).handlers;
}

/**
 * One sandbox world behind MSW, with handlers that fault or reshape single calls of it.
 * `path` is the call's API path (`apiPaths.loanDetails`); the brand's base URL is added here.
 */
export function createSandboxMsw(origin: string, options: SandboxOptions = {}) {
  const app = createSandboxApp(options);
  const root = origin.replace(/\/$/, '');
  const api = `${root}${(options.brand ?? defaultBrand).apiBaseUrl.replace(/\/$/, '')}`;
  return {
    handlers: [http.all(`${root}/*`, ({ request }) => forward(app, request))],
    /** The call at `path` meets a sandbox fault (`500`, `malformed`, `timeout`, `reset`, `code:X:msg`); once by default. */
    fault(path: string, fault: string, { once = true } = {}) {
      return http.all(`${api}${path}`, ({ request }) => forward(app, request, fault), { once });
    },
    /** The sandbox's answer at `path`, its JSON body passed through `edit` first (wrong types, nulls, missing keys). */
    reshape(path: string, edit: (body: Record<string, unknown>) => unknown, { once = true } = {}) {
      return http.all(
        `${api}${path}`,
        async ({ request }) => {
          const response = await forward(app, request);
          const edited = edit((await response.json()) as Record<string, unknown>);
          return new HttpResponse(JSON.stringify(edited), {
            headers: { 'content-type': 'application/json' },
          });
        },
        { once },
      );
    },
  };
}
