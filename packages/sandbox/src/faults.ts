/** A fault the sandbox injects on request (header, query param, or the admin switch). */
export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'malformed' }
  | { kind: 'timeout' }
  | { kind: 'reset' }
  | { kind: 'code'; code: string; message: string };

/** Reads `delay:N`, `500` (any 4xx/5xx), `malformed`, `timeout`, `reset` or `code:XXX:message`. */
export function parseFault(raw: string | undefined | null): Fault | undefined {
  if (!raw) return undefined;
  const value = raw.trim();
  if (/^delay:\d+$/.test(value)) return { kind: 'delay', ms: Math.min(Number(value.slice(6)), 120_000) };
  if (/^[45]\d\d$/.test(value)) return { kind: 'status', status: Number(value) };
  if (value === 'malformed' || value === 'timeout' || value === 'reset') return { kind: value };
  const code = /^code:([^:]+):?(.*)$/.exec(value);
  if (code?.[1]) return { kind: 'code', code: code[1], message: code[2] || 'Request failed' };
  return undefined;
}

/** Waits `ms`, or less if the client gives up first; the timer never holds the process open. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** How long a `timeout` fault hangs: longer than any client timeout, but bounded. */
export const HANG_MS = 70_000;
