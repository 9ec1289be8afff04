import { type BrandId, brandIds } from '@loan/brands';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from './scripts/chromium.mjs';

// End to end per brand: one project per brand of brands/registry.ts, named by its id, against that
// brand's production build (apps/web/dist-<id>) and a sandbox speaking its API base, key map, paths
// and currency, each pair on its own ports. The existing specs are written for the default brand
// (its paths, strings and money) and run there; every brand runs the journeys of brands.spec.ts.
// A new brand in the registry gets its project here without an edit.
const fullSuiteBrand: BrandId = 'default';

// The main journeys with the built-ins the support matrix's floor lacks removed (e2e/oldEngine.ts).
const oldEngine = 'old-engine';

const baseWebPort = Number(process.env.E2E_WEB_PORT ?? 4173);
const baseSandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 8787);
const baseOutDir = process.env.WEB_OUT_DIR ?? 'dist';

const brands = brandIds.map((id, index) => ({
  id,
  webPort: baseWebPort + index,
  sandboxPort: baseSandboxPort + index,
  // Relative to apps/web; the default brand's is the build of `pnpm build`.
  outDir: id === fullSuiteBrand ? baseOutDir : `${baseOutDir}-${id}`,
}));

/** The projects named on the command line (`--project india masagana`), or every brand when none is. */
function selectedBrands() {
  const named: string[] = [];
  let inProjects = false;
  for (const arg of process.argv.slice(2)) {
    if (arg.startsWith('--project=')) named.push(...arg.slice('--project='.length).split(','));
    else if (arg === '--project') inProjects = true;
    else if (arg.startsWith('-')) inProjects = false;
    else if (inProjects) named.push(arg);
  }
  // The old-engine project runs on the default brand's build and server.
  const ids = named.map((name) => (name === oldEngine ? fullSuiteBrand : name));
  const chosen = brands.filter((b) => ids.includes(b.id));
  return chosen.length > 0 && chosen.length === new Set(ids).size ? chosen : brands;
}

const env = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined)) as Record<
  string,
  string
>;

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
    trace: 'retain-on-failure',
  },
  projects: [
    ...brands.map(({ id, webPort }) => ({
      name: id,
      // Every brand also runs markets.spec.ts, whose tests skip all but their own market's build.
      ...(id === fullSuiteBrand
        ? { testIgnore: 'oldEngine.spec.ts' }
        : { testMatch: ['brands.spec.ts', 'markets.spec.ts'] }),
      use: {
        ...devices['Pixel 5'],
        baseURL: `http://127.0.0.1:${webPort}`,
        viewport: { width: 360, height: 640 },
        launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
      },
    })),
    {
      name: oldEngine,
      testMatch: 'oldEngine.spec.ts',
      use: {
        ...devices['Pixel 5'],
        baseURL: `http://127.0.0.1:${brands.find((b) => b.id === fullSuiteBrand)?.webPort ?? baseWebPort}`,
        viewport: { width: 360, height: 640 },
        launchOptions: { executablePath: e2eChromiumPath(), args: chromiumArgs },
      },
    },
  ],
  // Each brand's production build with its sandbox over real HTTP (`pnpm start`, built if missing).
  // Only the selected projects' servers start.
  webServer: selectedBrands().map(({ id, webPort, sandboxPort, outDir }) => ({
    name: id,
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${sandboxPort}/__sandbox/health`,
    // pnpm start says so once the web server and the sandbox are both up.
    wait: { stdout: /with the sandbox: http/ },
    env: {
      ...env,
      VITE_BRAND: id,
      WEB_OUT_DIR: outDir,
      WEB_PORT: String(webPort),
      SANDBOX_PORT: String(sandboxPort),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  })),
});
