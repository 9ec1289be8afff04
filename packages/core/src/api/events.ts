import * as v from 'valibot';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';

export interface EventInput {
  productId: string | number;
  moduleId: number;
  positionId?: string | number;
}

/** /service/event/save: fire and forget. It never rejects and never blocks a screen (spec 7). */
export function eventsApi(http: Http) {
  return {
    save: (input: EventInput): Promise<void> =>
      call(
        http,
        { family: 'newStyle', method: 'post', path: apiPaths.eventSave, schema: v.unknown() },
        {
          positionId: '',
          ...input,
        },
      ).then(
        () => undefined,
        () => undefined,
      ),
  };
}
