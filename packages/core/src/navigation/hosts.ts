import type { BrandConfig } from '../brand/types';
import type { SearchInput } from '../params/query';
import { withParams } from '../params/query';
import { isInternalPath } from './internal';

type HostPolicy = Pick<BrandConfig, 'ownHosts' | 'trustedHosts'>;

/** How a brand knows a host: its own, a trusted other, or not listed. */
export type HostRole = 'own' | 'trusted' | 'unlisted';

/**
 * Whether a parsed host has a punycode label. `new URL()` writes every label with a non-ASCII
 * character (a Cyrillic `а` in `pаy.example.com`, a whole-script lookalike) as `xn--...`, so
 * this catches mixed and confusable scripts as well as punycode written out.
 */
export function isLookalikeHost(hostname: string): boolean {
  return hostname.split('.').some((label) => label.toLowerCase().startsWith('xn--'));
}

/** Whether the brand lists any host; if so, every unlisted http(s) host is refused. */
export function listsHosts(brand: HostPolicy): boolean {
  return (brand.ownHosts?.length ?? 0) + (brand.trustedHosts?.length ?? 0) > 0;
}

/** The role of a parsed host (`URL.hostname`, already lower case) in the brand's lists. */
export function hostRole(brand: HostPolicy, hostname: string): HostRole {
  if (brand.ownHosts?.includes(hostname)) return 'own';
  if (brand.trustedHosts?.includes(hostname)) return 'trusted';
  return 'unlisted';
}

/**
 * Whether the session params may ride on a URL: internal paths always; with host lists, only the
 * brand's own hosts; without lists, any host but a lookalike (the spec's behaviour).
 */
export function sharesSession(brand: HostPolicy, raw: string): boolean {
  if (isInternalPath(raw)) return true;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const role = hostRole(brand, url.hostname);
  if (listsHosts(brand)) return role === 'own';
  return !isLookalikeHost(url.hostname);
}

/** `raw` with the carried query (the session params) appended only when `sharesSession` allows it. */
export function sessionHref(brand: HostPolicy, raw: string, search: SearchInput): string {
  return sharesSession(brand, raw) ? withParams(raw, search) : raw;
}
