import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { brandPlugin } from './apps/web/build/brand.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

// Kit components render inside a ConfigProvider in unit tests, as in the app (scripts/testing/renderInKit.tsx).
const renderInKit = {
  alias: [{ find: /^@testing-library\/react$/, replacement: `${root}scripts/testing/renderInKit.tsx` }],
};

// Each browser project gets its own fresh config object (TOOLCHAIN.md).
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // The tester frame is scaled down to fit the orchestrator page: a page taller than that page
    // was shot at 0.6-0.9 of its width. A tall window keeps every shot at its real size.
    contextOptions: { viewport: { width: 1280, height: 4000 } },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 360, height: 640 },
  // One tester frame for all story files: MSW and the preview start once, not per file. The
  // stories run in 132 s instead of 340 s on 2 cores; each story still mounts fresh.
  isolate: false,
});

// Unit projects share one module graph per worker (`isolate: false`): each test file mounts and
// cleans up its own state, and the five projects run in 25 s instead of 85 s on 2 cores.
export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/*.d.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'core',
          isolate: false,
          root: `${root}packages/core`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
        },
      },
      {
        test: {
          name: 'core-dom',
          isolate: false,
          root: `${root}packages/core`,
          environment: 'jsdom',
          include: ['src/**/*.dom.test.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'ui',
          isolate: false,
          ...renderInKit,
          root: `${root}packages/ui`,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [`${root}packages/ui/vitest.setup.ts`],
        },
      },
      {
        test: {
          name: 'brands',
          isolate: false,
          root: `${root}brands`,
          environment: 'node',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**'],
        },
      },
      {
        test: {
          name: 'sandbox',
          isolate: false,
          root: `${root}packages/sandbox`,
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        plugins: [
          brandPlugin('default'),
          vanillaExtractPlugin({ unstable_pluginFilter: ({ name }) => name === 'loan-brand' }),
        ],
        test: {
          name: 'web',
          ...renderInKit,
          isolate: false,
          // One more try for a route test: in about one full run in two, one 'the retry recovers' case
          // (a different route each time, never alone) still shows the connection problem after its
          // Try again; not yet explained (issue 23's closing note). A real defect fails both tries.
          retry: 1,
          root: `${root}apps/web`,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: [`${root}apps/web/src/test/setup.ts`],
        },
      },
      {
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
        test: {
          name: 'storybook',
          browser: browser(),
          setupFiles: [`${root}.storybook/vitest.setup.ts`],
        },
      },
    ],
  },
});
