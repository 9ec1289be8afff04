import { apiPaths, type Family } from '@loan/core';

/** Which family (envelope) a path belongs to, as DESIGN.md's table gives it. */
export function familyOf(path: string): Family {
  if (path.startsWith('/gopia/goya/')) return 'goya';
  if (path === apiPaths.uploadProblemImg || path === apiPaths.saveScore) return 'upload';
  if (path.startsWith('/api/v1/youmi/')) return 'loan';
  if (path.startsWith('/api/v2/youmi/')) return 'promotion';
  if (path.startsWith('/v3/') && path !== apiPaths.contactInfo) return 'newStyle';
  if (path === apiPaths.villages || path === apiPaths.eventSave) return 'newStyle';
  return 'generic';
}

/** A success in the family's envelope. */
export function ok(family: Family, data: unknown): Record<string, unknown> {
  switch (family) {
    case 'generic':
    case 'promotion':
      return { code: '0', message: 'success', data };
    case 'loan':
    case 'upload':
      return { code: '00', message: 'success', data };
    case 'newStyle':
      return { success: true, code: '200', message: 'success', data };
    case 'goya':
      return { code: '00', alteration: 'success', attach: data };
  }
}

/** A business failure in the family's envelope: the code and message the screen shows (spec 8). */
export function fail(family: Family, code: string, message: string): Record<string, unknown> {
  switch (family) {
    case 'newStyle':
      return { success: false, code, message, data: null };
    case 'goya':
      return { code, treatment: message, attach: null };
    default:
      return { code, message, data: null };
  }
}
