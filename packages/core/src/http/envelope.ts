import { ApiError } from './errors';

/** The API families of DESIGN.md, each with its own envelope. */
export type Family = 'generic' | 'promotion' | 'loan' | 'upload' | 'newStyle' | 'goya';

type Body = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** Takes the payload out of a family's envelope, or throws the server's code and message (spec 8). */
export function openEnvelope(family: Family, body: unknown): unknown {
  // A body that is not a JSON object (axios hands back a string for broken JSON) is malformed.
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError('malformed', 'The server sent an answer that is not a JSON object.');
  }
  const b = body as Body;
  switch (family) {
    case 'generic':
    case 'promotion':
      return expectCode(b, '0', 'data', text(b.message));
    case 'loan':
    case 'upload':
      return expectCode(b, '00', 'data', text(b.message));
    case 'goya':
      return expectCode(b, '00', 'attach', text(b.alteration ?? b.treatment));
    case 'newStyle':
      if (typeof b.success !== 'boolean') throw new ApiError('malformed', 'The answer has no success flag.');
      if (!b.success) throw new ApiError('server', text(b.message), { code: text(b.code) });
      return b.data;
  }
}

function expectCode(b: Body, success: string, payloadKey: string, message: string): unknown {
  if (typeof b.code !== 'string' && typeof b.code !== 'number') {
    throw new ApiError('malformed', 'The answer has no code.');
  }
  const code = String(b.code);
  if (code !== success) throw new ApiError('server', message, { code });
  return b[payloadKey];
}
