import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_WEB_PORT ?? 4173);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8787);

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e-artifacts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Axe runs take seconds each on the 2-core CI machine; a slow run is not a failure of behaviour.
  timeout: 60_000,
  // A navigation to a stubbed pay page can take over 5 s on a loaded 2-core machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'mobile-chromium',
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 640 },
        launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
      },
    },
  ],
  // The production build of apps/web with the sandbox over real HTTP (`pnpm start`).
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
    env: {
      ...(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >),
      WEB_PORT: String(port),
      SANDBOX_PORT: String(sandboxPort),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
