import type { Plugin } from 'vite';

// axios always bundles its fetch adapter; its default order tries xhr first, and every webview we
// serve has XMLHttpRequest, so the fetch adapter is dead weight on every route that calls the API.
const FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;

/**
 * Replaces axios's fetch adapter with a module that reports it unavailable. The build fails if the
 * adapter file is never seen, so an axios release that moves it cannot silently undo the saving.
 */
export function xhrOnlyAxios(): Plugin {
  let replaced = false;
  return {
    name: 'loan-xhr-only-axios',
    apply: 'build',
    load(id) {
      if (!FETCH_ADAPTER.test(id)) return null;
      replaced = true;
      // adapters.js reads `getFetch`; returning false marks the adapter as unsupported.
      return 'export const getFetch = () => false;\nexport default false;\n';
    },
    buildEnd(error) {
      if (!error && !replaced) this.error('xhrOnlyAxios: axios/lib/adapters/fetch.js was not in the build');
    },
  };
}
