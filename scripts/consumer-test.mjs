// The consumer test (DESIGN.md, Publishing): publish @loan/core and @loan/ui through the release
// pipeline (`changeset publish`, which packs each package after its prepack build) to a throwaway
// Verdaccio on loopback, then build a fresh Vite + React + TypeScript app that installs both by name
// from it, type-checks strictly with library checks on, builds, and is opened in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, e2eChromiumPath } from './chromium.mjs';

const repo = new URL('..', import.meta.url).pathname;
const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'loan-consumer-'));
const children = [];
let failures = 0;

function log(text) {
  console.log(`consumer: ${text} (${Math.round((Date.now() - started) / 1000)} s)`);
}

function check(name, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures++;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', stdio: 'pipe', ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

function start(cmd, args, options) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  children.push(child);
  return { child, output: () => output };
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 5; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

async function main() {
  // 1. A registry of our own, on loopback, with nothing behind it (uplinks: none).
  const port = await freePort();
  const registry = `http://127.0.0.1:${port}/`;
  writeFileSync(
    join(work, 'verdaccio.yaml'),
    [
      `storage: ${join(work, 'storage')}`,
      'uplinks: {}',
      'packages:',
      "  '@loan/*':",
      '    access: $all',
      '    publish: $anonymous',
      'log: { type: stdout, format: pretty, level: error }',
      '',
    ].join('\n'),
  );
  const verdaccio = start(
    join(repo, 'node_modules/.bin/verdaccio'),
    ['--config', join(work, 'verdaccio.yaml'), '--listen', `127.0.0.1:${port}`],
    { cwd: work },
  );
  await waitFor(`${registry}-/ping`, 60).catch((error) => {
    throw new Error(`${error.message}\n${verdaccio.output()}`);
  });
  log(`Verdaccio on ${registry}`);

  // Only the @loan scope points at it; everything else comes from the usual registry.
  const npmrc = join(work, 'npmrc');
  writeFileSync(npmrc, `@loan:registry=${registry}\n//127.0.0.1:${port}/:_authToken=consumer-test\n`);
  const env = { ...process.env, npm_config_userconfig: npmrc, NPM_CONFIG_USERCONFIG: npmrc };

  // 2. The release pipeline's publish step, as a release would run it (no git tags from a test).
  run('pnpm', ['exec', 'changeset', 'publish', '--no-git-tag'], { cwd: repo, env });
  const published = await (await fetch(`${registry}@loan%2fui`)).json();
  const version = published['dist-tags']?.latest;
  check('@loan/ui is on the registry', typeof version === 'string', JSON.stringify(published).slice(0, 200));
  const tarball = await (await fetch(published.versions[version].dist.tarball)).arrayBuffer();
  log(
    `published @loan/core and @loan/ui ${version} (ui tarball ${(tarball.byteLength / 1000).toFixed(1)} KB)`,
  );

  // 3. A fresh app outside the workspace, with the same tool versions as the repository.
  const app = join(work, 'app');
  cpSync(join(repo, 'scripts/consumer'), app, { recursive: true });
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).devDependencies;
  const pick = (names) => Object.fromEntries(names.map((n) => [n, root[n]]));
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'acme-brand-app',
        private: true,
        type: 'module',
        dependencies: {
          '@loan/core': `^${version}`,
          '@loan/ui': `^${version}`,
          ...pick(['react', 'react-dom']),
        },
        devDependencies: pick([
          'vite',
          '@vitejs/plugin-react',
          'typescript',
          '@types/react',
          '@types/react-dom',
        ]),
      },
      null,
      2,
    )}\n`,
  );
  // A workspace file of its own keeps pnpm from treating the app as part of this repository.
  writeFileSync(
    join(app, 'pnpm-workspace.yaml'),
    'packages: []\nallowBuilds:\n  esbuild: true\nverifyDepsBeforeRun: false\n',
  );
  run('pnpm', ['install', '--prefer-offline', '--config.auto-install-peers=true'], { cwd: app, env });
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/@loan/ui/package.json'), 'utf8'));
  check('the app installed @loan/ui by name from the registry', installed.version === version);
  log('installed');

  // 4. Strict types with library checks on, then a production build.
  const tsc = spawnSync('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8', env });
  check('tsc --strict with skipLibCheck false', tsc.status === 0, tsc.stdout + tsc.stderr);
  run('pnpm', ['exec', 'vite', 'build'], { cwd: app, env });
  const assets = readdirSync(join(app, 'dist/assets')).map((f) => join(app, 'dist/assets', f));
  const gz = (ext) =>
    assets
      .filter((f) => f.endsWith(ext))
      .reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
  log(`built: JS ${(gz('.js') / 1000).toFixed(1)} KB gzip, CSS ${(gz('.css') / 1000).toFixed(1)} KB gzip`);

  // 5. The page in Chromium: the consumer's theme, words and money, a widget, and the host left alone.
  const previewPort = await freePort();
  start(
    'pnpm',
    ['exec', 'vite', 'preview', '--host', '127.0.0.1', '--port', String(previewPort), '--strictPort'],
    {
      cwd: app,
      env,
    },
  );
  await waitFor(`http://127.0.0.1:${previewPort}/`, 60);
  const browser = await chromium.launch({ executablePath: e2eChromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${previewPort}/`);
    // The sticky action carries the amount it pays, in the consumer's money; en names it Repay (issue 17).
    const pay = page.getByRole('button', { name: /^Repay\b/ });
    // A screen that never shows its action: say what the page shows and what it threw.
    await pay.waitFor().catch(async (error) => {
      const shown = ((await page.locator('body').textContent()) ?? '').slice(0, 400);
      throw new Error(`${error.message}\npage errors: ${errors.join(' | ') || 'none'}\npage text: ${shown}`);
    });
    // Repay waits for a channel (issue 24): the channel row is the way on, then the action is live.
    check('the pay action waits for a channel', (await pay.getAttribute('aria-disabled')) === 'true');
    await page.getByRole('button', { name: /^Choose a/ }).click();
    await page.getByRole('dialog').getByRole('radio', { name: 'GCash' }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    // The button's colour is read once its change from disabled has finished (a CSS transition).
    await page.waitForFunction(
      () => !document.querySelector('button[aria-disabled="true"]') && document.getAnimations().length === 0,
    );
    const styles = await page.evaluate(() => {
      const css = (el, prop) => getComputedStyle(el).getPropertyValue(prop);
      const host = document.querySelector('[data-testid="host"]');
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Repay'));
      return {
        button: css(button, 'background-color'),
        kitSizing: css(button, 'box-sizing'),
        hostSizing: css(host, 'box-sizing'),
        hostWidth: host.getBoundingClientRect().width,
        hostFont: css(host, 'font-family'),
        bodyMargin: css(document.body, 'margin-top'),
        bodyBackground: css(document.body, 'background-color'),
        due: document.querySelector('[data-testid="due"]')?.textContent,
        payName: button?.textContent,
      };
    });
    check(
      "the kit's button wears the consumer's brand colour",
      styles.button === 'rgb(106, 27, 154)',
      styles.button,
    );
    check("the kit's own elements get its reset", styles.kitSizing === 'border-box', styles.kitSizing);
    check('the amount is formatted by @loan/core', styles.due === '₱2500.00', styles.due);
    check(
      "the pay action carries the amount in the consumer's money",
      styles.payName === 'Repay ₱2,500.00',
      styles.payName,
    );
    check(
      "the host's element keeps content-box sizing (200 + 2 x 10 + 2 x 2 = 224 px)",
      styles.hostSizing === 'content-box' && styles.hostWidth === 224,
      `${styles.hostSizing} ${styles.hostWidth}`,
    );
    check("the host's element keeps its own font", styles.hostFont === 'serif', styles.hostFont);
    check(
      "the host's body keeps the browser's margin and background",
      styles.bodyMargin === '8px' && styles.bodyBackground === 'rgba(0, 0, 0, 0)',
      `${styles.bodyMargin} ${styles.bodyBackground}`,
    );
    check(
      "the screen speaks the consumer's catalogue through ConfigProvider",
      await page.getByRole('heading', { name: 'Pay Acme back' }).isVisible(),
    );
    check(
      "the screen writes money the consumer's way (Intl en-PH)",
      await page.getByText('₱2,500.00').first().isVisible(),
    );
    await page.getByRole('radio', { name: '4 stars' }).check();
    check(
      'the star rating widget takes a choice',
      await page.getByRole('radio', { name: '4 stars' }).isChecked(),
    );
    await pay.click();
    const toastShown = await page
      .getByText('Paid')
      .waitFor({ timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    check('a screen calls back into the app, whose toast shows', toastShown);
    check('no error on the page', errors.length === 0, errors.join('; '));
  } finally {
    await browser.close();
  }
}

try {
  await main();
} catch (error) {
  failures++;
  console.error(`FAIL consumer test: ${error.message}`);
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
}
log(`${failures ? 'FAILED' : 'passed'}`);
console.log(`consumer: ${failures ? 0 : 1} passed, ${failures ? 1 : 0} failed`);
process.exit(failures ? 1 : 0);
