import {
  isAndroid,
  isIOS,
  isServerCode,
  messagesFor,
  parsePromotionParams,
  parseSessionParams,
  routeHref,
  validateCaptchaRequest,
} from '@loan/core';
import { type PromotionField, type PromotionFieldErrors, PromotionLandingScreen, toast } from '@loan/ui';
import { useEffect, useRef, useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { failureText } from '../app/failure';
import { registrationCalls, registrationErrors, tracking } from '../app/registration';
import { useSubmitLock } from '../app/submitLock';
import { api, type loader } from './promotionLanding.data';

const t = messagesFor(brand);
/** The brand's market rule for the mobile number: what is valid, what is sent, the field's hint and size. */
const mobileRule = brand.market.mobile;

/** client_type of track-visit: the link's clientType, else the platform the page runs on. */
function clientType(given: string | undefined): string {
  if (given) return given;
  return isAndroid() ? 'android' : isIOS() ? 'ios' : 'h5';
}

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

  const form = { mobile, captcha, smsCode };

  /** Checks the named fields; shows their messages (or clears them) and says whether all passed. */
  const check = (fields: readonly PromotionField[]) => {
    const found = registrationErrors(form, fields, mobileRule);
    const shown: PromotionFieldErrors = {};
    for (const [field, key] of Object.entries(found)) shown[field as PromotionField] = t(key);
    setErrors(shown);
    return Object.keys(shown).length === 0;
  };

  const newCaptcha = () => setStamp(Date.now());

  const onRefreshCaptcha = () => {
    // spec 5: asking for a new captcha without a mobile gives the phone error.
    const result = validateCaptchaRequest(mobile, mobileRule);
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

  // What the calls send once the form passed its checks: the mobile as the market rule writes it.
  const calls = () =>
    registrationCalls(form, mobileRule, { sid: data.sid, pageId: data.id, session, promotion });

  const onSendSms = async () => {
    if (smsInFlight.current || !check(['mobile', 'captcha'])) return false;
    smsInFlight.current = true;
    try {
      await api.getSms(calls().sms);
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
    const { register, click } = calls();
    void run(async () => {
      // track-click, fire and forget (docs/decisions/promotion.md).
      api.trackClick(click).catch(() => undefined);
      try {
        await api.register(register);
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
      mobilePlaceholder={t(mobileRule.placeholderKey)}
      mobileMaxLength={mobileRule.maxLength}
      mobileInputMode={mobileRule.inputMode}
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
      legal={{
        // The brand's own legal routes, in the app (the link carries the query, as every in-app link does).
        privacyHref: routeHref(brand, 'privacyPolicy', search),
        termsHref: routeHref(brand, 'loanTerms', search),
        onOpen: (href) => navigate(href),
      }}
    />
  );
}
