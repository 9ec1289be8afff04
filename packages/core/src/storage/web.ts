/** The storage object, or `undefined` where reading it throws (sandboxed iframe, disabled cookies). */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return globalThis[kind] ?? undefined;
  } catch {
    return undefined;
  }
}
