// The build id every field report carries (docs/decisions/field-reporting.md): `VITE_BUILD_ID` where
// the release pipeline sets one, else the commit the build was made from, else `dev`.
import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** The id of this build: the release's own, or the 12-character commit hash, or `dev` outside git. */
export function currentBuildId(env: NodeJS.ProcessEnv = process.env): string {
  if (env.VITE_BUILD_ID) return env.VITE_BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return 'dev';
  }
}

/** Defines `import.meta.env.VITE_BUILD_ID` for the app's code. */
export function buildIdPlugin(): Plugin {
  return {
    name: 'loan-build-id',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(currentBuildId()) } }),
  };
}
