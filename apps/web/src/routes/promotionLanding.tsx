import {
  isAndroid,
  isIOS,
  isServerCode,
  messagesFor,
  type PromotionParams,
  parsePromotionParams,
  parseSessionParams,
  promotionApi,
  routeHref,
  validateCaptcha,
  validateCaptchaRequest,
  validateRegistrationMobile,
  validateSmsCode,
} from '@loan/core';
import { type PromotionField, type PromotionFieldErrors, PromotionLandingScreen, toast } from '@loan/ui';
import { useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { requireParams } from '../app/errors';
import { failureText } from '../app/failure';
import { useSubmitLock } from '../app/submitLock';

const t = messagesFor(brand);
const api = promotionApi(http);

export async function loader({ request }: LoaderFunctionArgs) {
  const { id } = requireParams(request.url, ['id']);
  // The page cannot register without its template or a captcha sid: either failing goes to the
  // route's error element (the server's message for a code, a retry for a timeout or a bad answer).
  const [template, sid] = await Promise.all([api.template(id), api.getSid()]);
  return {
    id,
    sid,
    headline: template.title || undefined,
    subtitle: template.subtitle || undefined,
    buttonText: template.buttonText || undefined,
    appName: template.appName || undefined,
    logo: template.appLogo || undefined,
  };
}

/** The tracking params every promotion call carries (spec 7). */
function tracking(promotion: PromotionParams) {
  return { app_from: promotion.app_from, user_from: promotion.user_from, utm_tag: promotion.utm_tag };
}

/** client_type of track-visit: the link's clientType, else the platform the page runs on. */
function clientType(given: string | undefined): string {
  if (given) return given;
  return isAndroid() ? 'android' : isIOS() ? 'ios' : 'h5';
}

const rules = {
  mobile: validateRegistrationMobile,
  captcha: validateCaptcha,
  smsCode: validateSmsCode,
} as const;

/** Promotion registration landing (spec 2, 4, 5, 7, 8): template, captcha, SMS code, register, then the download page. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [mobile, setMobile] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<PromotionFieldErrors>({});
  const [stamp, setStamp] = useState(() => Date.now());
  const { busy: registering, run } = useSubmitLock();
  // One register at a time: state updates are not synchronous, a ref is (seven taps send one request).
  const smsInFlight = useRef(false);
  const visited = useRef(false);

  const search = window.location.search;
  const promotion = parsePromotionParams(search);
  const session = parseSessionParams(search);

  // track-visit once when the page shows (fire and forget: a failed count never blocks a visitor).
  useEffect(() => {
    if (visited.current) return;
    visited.current = true;
    const params = parsePromotionParams(window.location.search);
    api
      .trackVisit({
        page_id: data.id,
        client_type: clientType(parseSessionParams(window.location.search).clientType),
        ...tracking(params),
      })
      .catch(() => undefined);
  }, [data.id]);

  /** Checks the named fields; shows their messages (or clears them) and says whether all passed. */
  const check = (fields: readonly PromotionField[]) => {
    const values: Record<PromotionField, string> = { mobile, captcha, smsCode };
    const found: PromotionFieldErrors = {};
    for (const field of fields) {
      const result = rules[field](values[field]);
      if (!result.ok) found[field] = t(result.message);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const newCaptcha = () => setStamp(Date.now());

  const onRefreshCaptcha = () => {
    // spec 5: asking for a new captcha without a mobile gives the phone error.
    const result = validateCaptchaRequest(mobile);
    if (!result.ok) {
      setErrors({ mobile: t(result.message) });
      return;
    }
    newCaptcha();
  };

  const toDownload = () => navigate(routeHref(brand, 'promotionDownload', search), { replace: true });

  /** What a refused get-sms or register does (spec 8); the typed fields stay as they are. */
  const onFailure = (error: unknown, wrongCaptchaCode: number) => {
    if (isServerCode(error, wrongCaptchaCode)) {
      newCaptcha();
      toast.fail(error.message);
    } else if (isServerCode(error, 11)) {
      toast.info(t('register.alreadyRegistered'));
      toDownload();
    } else {
      toast.fail(failureText(error));
    }
  };

  const common = {
    phone: mobile,
    capcode: captcha,
    sid: data.sid,
    deviceId: session.deviceId,
    appName: session.appName,
    ...tracking(promotion),
  };

  const onSendSms = async () => {
    if (smsInFlight.current || !check(['mobile', 'captcha'])) return false;
    smsInFlight.current = true;
    try {
      await api.getSms(common);
      return true;
    } catch (error) {
      onFailure(error, 101);
      return false;
    } finally {
      smsInFlight.current = false;
    }
  };

  const onRegister = () => {
    if (!check(['mobile', 'captcha', 'smsCode'])) return;
    void run(async () => {
      // track-click: the phone of a valid register press, fire and forget (docs/decisions/promotion.md).
      api.trackClick({ page_id: data.id, phone: mobile, ...tracking(promotion) }).catch(() => undefined);
      try {
        await api.register({
          ...common,
          merchantNumber: session.merchantNumber,
          userName: mobile,
          smsCode,
          invite_code: promotion.invite_code,
          id: data.id,
        });
        toDownload();
      } catch (error) {
        onFailure(error, -1);
      }
    });
  };

  return (
    <PromotionLandingScreen
      state={revalidator.state === 'loading' ? 'loading' : 'ready'}
      headline={data.headline}
      subtitle={data.subtitle}
      appName={data.appName}
      logo={data.logo}
      buttonText={data.buttonText}
      mobile={mobile}
      onMobileChange={setMobile}
      captcha={captcha}
      onCaptchaChange={setCaptcha}
      smsCode={smsCode}
      onSmsCodeChange={setSmsCode}
      captchaUrl={api.captchaUrl(data.sid, stamp)}
      onRefreshCaptcha={onRefreshCaptcha}
      onSendSms={onSendSms}
      onSendSmsLocked={() => toast.fail(t('register.duplicateSend'))}
      onRegister={onRegister}
      registering={registering}
      errors={errors}
      catalogue={brand.catalogue}
    />
  );
}
