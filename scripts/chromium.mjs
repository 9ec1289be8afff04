// One place that knows where Chromium is and how to start it on this kind of machine.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these Chromium keeps dialling hosts that the closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];

/** The system Chromium: CHROME_PATH, else Debian's /usr/bin/chromium. */
export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

export function hasChromium() {
  return existsSync(chromiumPath());
}

/** Debian's old headless shell of the same Chromium: CHROME_HEADLESS_SHELL_PATH, else its Debian path. */
export function headlessShellPath() {
  return process.env.CHROME_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
}

/**
 * The end-to-end tests' browser: the headless shell where it is installed (a page opens and loads in
 * 1.5 s instead of 2.6 s on 2 cores), else the full Chromium. Stories keep the full Chromium, whose
 * rendering their screenshot baselines hold.
 */
export function e2eChromiumPath() {
  return existsSync(headlessShellPath()) ? headlessShellPath() : chromiumPath();
}
