import * as v from 'valibot';
import { CONTACT_INFO_OVERALL } from '../constants';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { softText } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const contactInfoPath = '/v3/personal-center/contact-kf-info';

/** Both lines are secondary: the screen shows the ones that came. */
export const contactInfo = /*#__PURE__*/ v.object({ email: softText, smWa: softText });
export type ContactInfo = v.InferOutput<typeof contactInfo>;

export const serviceCalls = {
  contactInfo: { family: 'generic', method: 'post', path: contactInfoPath, schema: contactInfo },
} as const satisfies Record<string, CallDef>;

export function serviceApi(http: Http) {
  return {
    /** contact-kf-info with overall=30: the service e-mail and the messaging-app contact (spec 7). */
    contactInfo: () => call(http, serviceCalls.contactInfo, { overall: CONTACT_INFO_OVERALL }),
  };
}
