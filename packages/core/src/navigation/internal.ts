/** Whether `raw` is a path of our own app (a single leading slash). */
export function isInternalPath(raw: string): boolean {
  return raw.startsWith('/') && !raw.startsWith('//');
}
