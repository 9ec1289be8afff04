import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { matrixCssTargets, matrixSyntaxTargets, matrixTargets } from '../../scripts/matrix.mjs';
import { brandPlugin } from './build/brand.ts';
import { buildIdPlugin } from './build/buildId.ts';
import { xhrOnlyAxios } from './build/xhrOnlyAxios.ts';
import { contentSecurityPolicy } from './csp.mjs';
import { securityHeaders } from './securityHeaders.mjs';
import { serviceWorker } from './sw/plugin.ts';

/** Production pages carry the CSP as a meta tag too (frame-ancestors only works as a header). */
function cspMeta(): Plugin {
  const policy = contentSecurityPolicy.replace(/; frame-ancestors [^;]+/, '');
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  };
}

// What a route's data call needs before React has arrived, with everything it imports, in two chunks
// without React (issue 16): the brand (config, shell words, link errors) with the bridge, which every page
// needs (the shell's back hook, Go back on a first page, session end), and the app's HTTP client (axios,
// valibot, core's client, decoding and shared answer shapes), which every route that calls the lender
// shares; a page without a call (about us, the legal pages) never downloads it.
// The kit's toast store too: the HTTP client's loading toast and the shell's toast region both use it, and
// outside a group it was copied into both chunks.
const brandModules =
  /[\\/]web[\\/]src[\\/]app[\\/](?:brand|errors|bridge)\.ts$|[\\/]ui[\\/]src[\\/]components[\\/]Toast[\\/]store\.ts$/;
const dataModules =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:axios|valibot)[\\/]|[\\/]core[\\/]src[\\/]http[\\/](?:client|call|decode|envelope)\.ts$|[\\/]core[\\/]src[\\/]api[\\/]shapes\.ts$|[\\/]web[\\/]src[\\/]app[\\/]api\.ts$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    brandPlugin(),
    // The build id every field report carries.
    buildIdPlugin(),
    react(),
    // The brand plugin runs in vanilla-extract's compiler too: the theme reads `@brand/tokens`.
    vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'loan-brand' }),
    cspMeta(),
    serviceWorker(),
    xhrOnlyAxios(),
  ],
  // brandPlugin adds the proxy of every brand's API base to the sandbox.
  server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true },
  preview: {
    port: Number(process.env.WEB_PORT ?? 4173),
    strictPort: true,
    // The same headers as `pnpm start` (scripts/web-server.mjs).
    headers: securityHeaders,
  },
  // The minifier lowers what the matrix's floor lacks (media range syntax becomes max-width).
  css: { lightningcss: { targets: matrixCssTargets } },
  build: {
    // Separate output folders let several e2e runs share a machine (WEB_OUT_DIR, relative to apps/web).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    manifest: true,
    // The support matrix (root package.json `browserslist`, docs/decisions/support-matrix.md) for JS and CSS;
    // optional chains stay as written (matrixSyntaxTargets: Chrome 87-90's one bug with them is checked).
    target: matrixSyntaxTargets,
    cssTarget: matrixTargets,
    // The budget is measured per route; keep each route's chunk its own file.
    // A lazy chunk's preload list leaves out what every page has loaded before it can ask (the runtime,
    // the brand chunk, React: the app chunk imports them), except in the entry, which asks before them;
    // a preload is a hint only, so nothing waits on it (docs/decisions/field-cost.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)index-[\w-]+\.js$/.test(hostId)
          ? deps
          : deps.filter((dep) => !/(^|\/)(rolldown-runtime|brand|react)-[\w-]+\.js$/.test(dep)),
    },
    // Fewer, larger chunks (issue 16): a route loads the entry, the API chunk and one chunk of its own
    // (its screen, widgets and calls, copied into each route that uses them) instead of up to 22 small
    // files, each a round trip on a slow network. The prerender (SSR build) keeps its exports.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/].*[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                },
                { name: 'brand', test: brandModules, priority: 2 },
                { name: 'data', test: dataModules, priority: 1, includeDependenciesRecursively: false },
              ],
              experimentalInlineCommonChunks: {
                maxSize: Number.POSITIVE_INFINITY,
                exclude: new RegExp(`${brandModules.source}|${dataModules.source}`),
              },
            },
          },
        },
  },
}));
