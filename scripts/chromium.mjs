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
