import * as v from 'valibot';
import { PROMOTION_PAGE_TYPE } from '../constants';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { numeric, text } from './shapes';

/** The landing template: its id plus fields the spec does not detail, passed on as sent. */
export const landingTemplate = v.looseObject({ id: numeric });
export type LandingTemplate = v.InferOutput<typeof landingTemplate>;

export interface PromotionTracking {
  app_from?: string;
  user_from?: string;
  utm_tag?: string;
}

export interface SmsInput extends PromotionTracking {
  phone: string;
  capcode: string;
  sid: string;
  deviceId?: string;
  appName?: string;
}

export interface RegisterInput extends SmsInput {
  merchantNumber?: string;
  userName?: string;
  smsCode: string;
  invite_code?: string;
  id?: string;
}

const none = v.unknown();

export function promotionApi(http: Http) {
  return {
    template: (templateId: string) =>
      call(
        http,
        { family: 'promotion', method: 'get', path: apiPaths.channelTemplate, schema: landingTemplate },
        { templateId },
      ),
    trackVisit: (input: PromotionTracking & { page_id: string; client_type?: string }) =>
      call(
        http,
        { family: 'promotion', method: 'get', path: apiPaths.trackVisit, schema: none },
        {
          ...input,
          page_type: PROMOTION_PAGE_TYPE,
        },
      ),
    getSid: () =>
      call(http, {
        family: 'promotion',
        method: 'get',
        path: apiPaths.getSid,
        schema: v.object({ sid: text }),
      }).then((d) => d.sid),
    /** The captcha image's URL; the timestamp makes each refresh a new image (spec 7). */
    captchaUrl: (sid: string, timestamp: number = Date.now()) => {
      const base = (http.json.defaults.baseURL ?? '').replace(/\/$/, '');
      const query = new URLSearchParams({ sid, t: String(timestamp) });
      return `${base}${http.brand.decodePath(apiPaths.getCaptcha)}?${query}`;
    },
    getSms: (input: SmsInput) =>
      call(http, { family: 'promotion', method: 'post', path: apiPaths.getSms, schema: none }, input, {
        loading: true,
      }),
    trackClick: (input: PromotionTracking & { phone: string; page_id?: string }) =>
      call(http, { family: 'promotion', method: 'get', path: apiPaths.trackClick, schema: none }, input),
    register: (input: RegisterInput) =>
      call(http, { family: 'promotion', method: 'post', path: apiPaths.register, schema: none }, input, {
        loading: true,
      }),
  };
}
