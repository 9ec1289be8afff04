import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { apiBases, brandPlugin } from './build/brand.ts';
import { xhrOnlyAxios } from './build/xhrOnlyAxios.ts';
import { contentSecurityPolicy } from './csp.mjs';
import { securityHeaders } from './securityHeaders.mjs';
import { serviceWorker } from './sw/plugin.ts';

const sandbox = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8787}`;
const proxy = Object.fromEntries([...apiBases, '/__sandbox'].map((base) => [base, sandbox]));

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

export default defineConfig({
  plugins: [brandPlugin(), react(), vanillaExtractPlugin(), cspMeta(), serviceWorker(), xhrOnlyAxios()],
  server: { port: Number(process.env.WEB_PORT ?? 5173), strictPort: true, proxy },
  preview: {
    port: Number(process.env.WEB_PORT ?? 4173),
    strictPort: true,
    proxy,
    // The same headers as `pnpm start` (scripts/web-server.mjs).
    headers: securityHeaders,
  },
  build: {
    // Separate output folders let several e2e runs share a machine (WEB_OUT_DIR, relative to apps/web).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    manifest: true,
    target: 'es2020',
    // The budget is measured per route; keep each route's chunk its own file.
    modulePreload: { polyfill: false },
  },
});
