import * as v from 'valibot';
import { PROMOTION_PAGE_TYPE } from '../constants';
import { type CallDef, call } from '../http/call';
import type { Http } from '../http/client';
import { num, str } from '../http/decode';
import { none, optionalText } from './shapes';

// Path constants of spec 7 under the brand's base URL (a brand may store them obfuscated; `decodePath`).
const promotion = '/api/v2/youmi/promotion';
const channelTemplatePath = '/api/v2/youmi/service/channel/channel-template';
const trackVisitPath = `${promotion}/track-visit`;
const getSidPath = `${promotion}/get-sid`;
export const getCaptchaPath = `${promotion}/get-captcha`;
const getSmsPath = `${promotion}/get-sms`;
const trackClickPath = `${promotion}/track-click`;
const registerPath = `${promotion}/register`;

const landingEntries = {
  // Primary: the template's id.
  id: num,
  title: optionalText,
  subtitle: optionalText,
  buttonText: optionalText,
  appName: optionalText,
  appLogo: optionalText,
};

/**
 * The landing template: its id plus fields the spec does not detail, passed on as sent. The ones the
 * pages read are ours (docs/decisions/promotion.md): the headline, the line under it, the register
 * button's label, and the app's name and logo.
 */
export const landingTemplate = /*#__PURE__*/ v.looseObject(landingEntries);
export type LandingTemplate = v.InferOutput<typeof landingTemplate>;

/** A download template: a template that must carry the app's download URL (ours, as above). */
export const downloadTemplate = /*#__PURE__*/ v.looseObject({ ...landingEntries, downloadUrl: str });
export type DownloadTemplate = v.InferOutput<typeof downloadTemplate>;

/** The promotion calls of spec 7. channel-template is read twice: as a landing or a download template. */
export const promotionCalls = {
  channelTemplate: {
    family: 'promotion',
    method: 'get',
    path: channelTemplatePath,
    schema: landingTemplate,
  },
  downloadTemplate: {
    family: 'promotion',
    method: 'get',
    path: channelTemplatePath,
    schema: downloadTemplate,
  },
  trackVisit: { family: 'promotion', method: 'get', path: trackVisitPath, schema: none },
  getSid: {
    family: 'promotion',
    method: 'get',
    path: getSidPath,
    schema: /*#__PURE__*/ v.object({ sid: str }),
  },
  getSms: { family: 'promotion', method: 'post', path: getSmsPath, schema: none },
  trackClick: { family: 'promotion', method: 'get', path: trackClickPath, schema: none },
  register: { family: 'promotion', method: 'post', path: registerPath, schema: none },
} as const satisfies Record<string, CallDef>;

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

export function promotionApi(http: Http) {
  return {
    template: (templateId: string) => call(http, promotionCalls.channelTemplate, { templateId }),
    /** The same channel-template call, for the download page: without a download URL it is malformed. */
    downloadTemplate: (templateId: string) => call(http, promotionCalls.downloadTemplate, { templateId }),
    trackVisit: (input: PromotionTracking & { page_id: string; client_type?: string }) =>
      call(http, promotionCalls.trackVisit, { ...input, page_type: PROMOTION_PAGE_TYPE }),
    getSid: () => call(http, promotionCalls.getSid).then((d) => d.sid),
    /** The captcha image's URL; the timestamp makes each refresh a new image (spec 7). */
    captchaUrl: (sid: string, timestamp: number = Date.now()) => {
      const base = (http.json.defaults.baseURL ?? '').replace(/\/$/, '');
      const query = new URLSearchParams({ sid, t: String(timestamp) });
      return `${base}${http.brand.decodePath(getCaptchaPath)}?${query}`;
    },
    getSms: (input: SmsInput) => call(http, promotionCalls.getSms, input, { loading: true }),
    trackClick: (input: PromotionTracking & { phone: string; page_id?: string }) =>
      call(http, promotionCalls.trackClick, input),
    register: (input: RegisterInput) => call(http, promotionCalls.register, input, { loading: true }),
  };
}
