/** Why a URL was refused. */
export type UnsafeUrlReason =
  | 'not-a-string'
  | 'empty'
  | 'too-long'
  | 'control-or-whitespace'
  | 'backslash'
  | 'protocol-relative'
  | 'unparseable'
  | 'scheme'
  | 'credentials'
  | 'lookalike-host'
  | 'untrusted-host'
  | 'unknown-route';

/** A server-supplied URL that `navigation` refuses to follow (DESIGN.md, safety rules). */
export class UnsafeUrlError extends Error {
  override readonly name = 'UnsafeUrlError';
  readonly reason: UnsafeUrlReason;
  /** The refused value, cut to 200 characters and with control characters escaped, for logs. */
  readonly url: string;
  /** The parsed host when there was one, else ''; the only part of the URL a report may carry. */
  readonly host: string;

  constructor(reason: UnsafeUrlReason, raw: unknown, host = '') {
    const shown = typeof raw === 'string' ? JSON.stringify(raw.slice(0, 200)) : typeof raw;
    super(`Refused to follow URL (${reason}): ${shown}`);
    this.reason = reason;
    this.url = shown;
    this.host = host;
  }
}

export function isUnsafeUrlError(error: unknown): error is UnsafeUrlError {
  return error instanceof UnsafeUrlError;
}
