import * as v from 'valibot';
import { PROMOTION_PAGE_TYPE } from '../constants';
import { call } from '../http/call';
import type { Http } from '../http/client';
import { apiPaths } from './paths';
import { numeric, optionalText, text } from './shapes';

/**
 * The landing template: its id plus fields the spec does not detail, passed on as sent. The ones the
 * pages read are ours (docs/decisions/promotion.md): the headline, the line under it, the register
 * button's label, and the app's name and logo.
 */
export const landingTemplate = v.looseObject({
  id: numeric,
  title: optionalText,
  subtitle: optionalText,
  buttonText: optionalText,
  appName: optionalText,
  appLogo: optionalText,
});
export type LandingTemplate = v.InferOutput<typeof landingTemplate>;

/** A download template: a template that must carry the app's download URL (ours, as above). */
export const downloadTemplate = v.looseObject({ ...landingTemplate.entries, downloadUrl: text });
export type DownloadTemplate = v.InferOutput<typeof downloadTemplate>;

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
    /** The same channel-template call, for the download page: without a download URL it is malformed. */
    downloadTemplate: (templateId: string) =>
      call(
        http,
        { family: 'promotion', method: 'get', path: apiPaths.channelTemplate, schema: downloadTemplate },
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
