/** Why a request failed below the business level. */
export type TransportReason = 'timeout' | 'network' | 'http';

/** Every failure of an API call, typed (DESIGN.md, API families). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** `server`: a business code other than success; `transport`: timeout, network, HTTP status; `malformed`: an answer of the wrong shape. */
  readonly kind: 'server' | 'transport' | 'malformed';
  /** The server's business code (kind `server`). */
  readonly code?: string;
  readonly reason?: TransportReason;
  /** The HTTP status (kind `transport`, reason `http`). */
  readonly status?: number;

  constructor(
    kind: ApiError['kind'],
    message: string,
    details: { code?: string; reason?: TransportReason; status?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.code !== undefined) this.code = details.code;
    if (details.reason !== undefined) this.reason = details.reason;
    if (details.status !== undefined) this.status = details.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Whether a failed call says the borrower's session has expired: HTTP 401, or a business code the brand
 * lists (docs/decisions/session-expiry.md). The app then sends the borrower to log in again.
 */
export function isSessionExpired(
  brand: { readonly sessionExpiredCodes?: readonly string[] },
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'transport') return error.status === 401;
  return error.kind === 'server' && (brand.sessionExpiredCodes ?? []).includes(error.code ?? '');
}

/** A server error with this business code (spec 8: 800005, 800006, 101, 11, -1 ...). */
export function isServerCode(error: unknown, code: string | number): error is ApiError {
  return error instanceof ApiError && error.kind === 'server' && error.code === String(code);
}
