import type { BrandConfig } from './types';

/**
 * A host name as the URL parser writes it (lower case, IDN labels as punycode), or `undefined`
 * when `raw` is not a bare host: a scheme, port, path, credentials or an empty value.
 */
export function normalizeHost(raw: string): string | undefined {
  const host = raw.trim();
  if (host === '' || /[/:@\\?#\s]/.test(host)) return undefined;
  try {
    const url = new URL(`https://${host}/`);
    return url.hostname === '' ? undefined : url.hostname;
  } catch {
    return undefined;
  }
}

/**
 * The hosts of a build-time list such as `VITE_TRUSTED_HOSTS=pay.example.com,agree.example.com`
 * (commas or spaces), normalised. An entry that is not a bare host throws, so a typo fails the
 * build's checks instead of silently trusting nothing.
 */
export function parseHostList(value: string | undefined): string[] {
  const hosts: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/)) {
    if (entry === '') continue;
    const host = normalizeHost(entry);
    if (host === undefined) throw new TypeError(`Host list: '${entry}' is not a bare host name`);
    hosts.push(host);
  }
  return hosts;
}

/** The problems of a brand's host lists: every entry must already be in normal form. */
export function hostProblems(brand: Pick<BrandConfig, 'ownHosts' | 'trustedHosts'>): string[] {
  const problems: string[] = [];
  for (const field of ['ownHosts', 'trustedHosts'] as const) {
    for (const host of brand[field] ?? []) {
      const normal = typeof host === 'string' ? normalizeHost(host) : undefined;
      if (normal === undefined) problems.push(`${field}: '${String(host)}' is not a bare host name`);
      else if (normal !== host) {
        problems.push(`${field}: '${host}' is not a lower-case host name (write '${normal}')`);
      }
    }
  }
  return problems;
}

function merged(base: readonly string[] | undefined, more: readonly string[] | undefined): string[] {
  return [...new Set([...(base ?? []), ...(more ?? [])])];
}

/**
 * The brand with more hosts listed (the build-time extension of apps/web). Adding a host to a
 * brand that listed none turns its list on: every other http(s) host is then refused.
 */
export function withHosts(
  brand: BrandConfig,
  more: { own?: readonly string[]; trusted?: readonly string[] },
): BrandConfig {
  if (!more.own?.length && !more.trusted?.length) return brand;
  const extended: BrandConfig = {
    ...brand,
    ownHosts: merged(brand.ownHosts, more.own),
    trustedHosts: merged(brand.trustedHosts, more.trusted),
  };
  const problems = hostProblems(extended);
  if (problems.length > 0) throw new TypeError(`Brand '${brand.id}': ${problems.join('; ')}`);
  return extended;
}
