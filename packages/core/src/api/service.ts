import * as v from 'valibot';
import { CONTACT_INFO_OVERALL } from '../constants';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { text } from './shapes';

export const contactInfo = v.object({ email: text, smWa: text });
export type ContactInfo = v.InferOutput<typeof contactInfo>;

export function serviceApi(http: Http) {
  return {
    /** contact-kf-info with overall=30: the service e-mail and the messaging-app contact (spec 7). */
    contactInfo: () =>
      call(
        http,
        { family: 'generic', method: 'post', path: apiPaths.contactInfo, schema: contactInfo },
        { overall: CONTACT_INFO_OVERALL },
      ),
  };
}
