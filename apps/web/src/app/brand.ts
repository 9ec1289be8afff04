import {
  type BrandConfig,
  defaultBrand,
  indiaBrand,
  parseHostList,
  sandboxBrand,
  withHosts,
} from '@loan/core';

/** The build-time host lists (comma or space separated): VITE_OWN_HOSTS and VITE_TRUSTED_HOSTS. */
export interface HostEnv {
  VITE_OWN_HOSTS?: string;
  VITE_TRUSTED_HOSTS?: string;
}

/**
 * The brand with the hosts a deployment adds without a code change (README, Adding a brand):
 * own hosts receive the session params, trusted ones are only followed; listing any refuses
 * every other http(s) host. A malformed entry throws (docs/decisions/trusted-hosts.md).
 */
export function withEnvHosts(base: BrandConfig, env: HostEnv): BrandConfig {
  return withHosts(base, {
    own: parseHostList(env.VITE_OWN_HOSTS),
    trusted: parseHostList(env.VITE_TRUSTED_HOSTS),
  });
}

/**
 * The brand this build serves, chosen at build time by VITE_BRAND (default | sandbox | india).
 * Vite replaces the variable with a literal, so the other brands' configs are dropped from the bundle.
 * `sandbox` is the default brand that may follow the local sandbox's http: pages (`pnpm dev`).
 */
const chosen: BrandConfig =
  import.meta.env.VITE_BRAND === 'india'
    ? indiaBrand
    : import.meta.env.VITE_BRAND === 'sandbox'
      ? sandboxBrand
      : defaultBrand;

// Without host lists in the build's environment the condition is a literal false, and the list
// parsing is dropped from the entry chunk.
export const brand: BrandConfig =
  import.meta.env.VITE_OWN_HOSTS || import.meta.env.VITE_TRUSTED_HOSTS
    ? withEnvHosts(chosen, {
        VITE_OWN_HOSTS: import.meta.env.VITE_OWN_HOSTS,
        VITE_TRUSTED_HOSTS: import.meta.env.VITE_TRUSTED_HOSTS,
      })
    : chosen;
