import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { none } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const eventSavePath = '/service/event/save';

export interface EventInput {
  productId: string | number;
  moduleId: number;
  positionId?: string | number;
}

export const eventsCalls = {
  eventSave: { family: 'newStyle', method: 'post', path: eventSavePath, schema: none },
} as const satisfies Record<string, CallDef>;

/** /service/event/save: fire and forget. It never rejects and never blocks a screen (spec 7). */
export function eventsApi(http: Http) {
  return {
    save: (input: EventInput): Promise<void> =>
      call(http, eventsCalls.eventSave, { positionId: '', ...input }).then(
        () => undefined,
        () => undefined,
      ),
  };
}
