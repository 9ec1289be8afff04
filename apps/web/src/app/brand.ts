import folder from '@brand';
import { type BrandConfig, parseHostList, withHosts } from '@loan/core';

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
 * The brand this build serves: its folder, picked from brands/registry.ts by VITE_BRAND at build time
 * (build/brand.ts), so no other brand's config is in the bundle. `VITE_ALLOW_HTTP=1` (`pnpm dev`)
 * lets it follow the local sandbox's http: pages.
 */
const chosen: BrandConfig =
  import.meta.env.VITE_ALLOW_HTTP === '1' ? { ...folder.config, allowHttp: true } : folder.config;

// Without host lists in the build's environment the condition is a literal false, and the list
// parsing is dropped from the entry chunk.
export const brand: BrandConfig =
  import.meta.env.VITE_OWN_HOSTS || import.meta.env.VITE_TRUSTED_HOSTS
    ? withEnvHosts(chosen, {
        VITE_OWN_HOSTS: import.meta.env.VITE_OWN_HOSTS,
        VITE_TRUSTED_HOSTS: import.meta.env.VITE_TRUSTED_HOSTS,
      })
    : chosen;
