import { HttpResponse, http } from 'msw';
import { createSandboxApp, type SandboxOptions } from './app';

/** MSW handlers that hand every request under `origin` to the sandbox app: one implementation. */
export function sandboxHandlers(origin: string, options: SandboxOptions = {}) {
  const app = createSandboxApp(options);
  return [
    http.all(`${origin.replace(/\/$/, '')}/*`, async ({ request }) => {
      const url = new URL(request.url);
      const response = await app.fetch(new Request(`http://sandbox${url.pathname}${url.search}`, request));
      // The sandbox's `reset` fault has no socket to cut under MSW: make it a network error.
      if (response.headers.get('x-sandbox-reset')) return HttpResponse.error();
      return response;
    }),
  ];
}
