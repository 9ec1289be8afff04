export interface ServiceWorkerOptions {
  /** Register only in a production build (the app passes `import.meta.env.PROD`). */
  production: boolean;
  scope?: string;
  /** Defaults to `navigator.serviceWorker`. */
  container?: Pick<ServiceWorkerContainer, 'register'>;
  /** Page URL the script URL resolves against; defaults to `location.href`. */
  baseUrl?: string;
}

/**
 * The script URL, resolved, when it is a same-origin `.js` file; a `data:`, `blob:` or
 * `javascript:` URL (an inline worker) throws, since the strict CSP forbids them (DESIGN.md).
 */
export function serviceWorkerScriptUrl(url: string, baseUrl: string): URL {
  const base = new URL(baseUrl);
  const resolved = new URL(url, base);
  const isFile =
    (resolved.protocol === 'https:' || resolved.protocol === 'http:') &&
    resolved.origin === base.origin &&
    /\.m?js$/.test(resolved.pathname);
  if (!isFile) throw new TypeError(`Service worker must be a same-origin .js file, not '${url}'`);
  return resolved;
}

/**
 * Registers the service worker from a file, only in production and only where supported
 * (spec 1). Resolves to the registration, or `undefined` when skipped or refused by the browser.
 */
export async function registerServiceWorker(
  url: string,
  options: ServiceWorkerOptions,
): Promise<ServiceWorkerRegistration | undefined> {
  const script = serviceWorkerScriptUrl(
    url,
    options.baseUrl ?? globalThis.location?.href ?? 'http://localhost/',
  );
  if (!options.production) return undefined;
  const container = options.container ?? globalThis.navigator?.serviceWorker;
  if (!container) return undefined;
  try {
    return await container.register(
      script.href,
      options.scope === undefined ? undefined : { scope: options.scope },
    );
  } catch {
    // A failed registration (private mode, blocked storage) must not break the page.
    return undefined;
  }
}
