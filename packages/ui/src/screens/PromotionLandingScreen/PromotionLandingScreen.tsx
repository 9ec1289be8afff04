import { CAPTCHA_LENGTH, MOBILE_LENGTH, SMS_CODE_LENGTH, SMS_COUNTDOWN_S, toAsciiDigits } from '@loan/core';
import { type FormEvent, Fragment, type MouseEvent, type ReactNode, useEffect, useId } from 'react';
import { Button } from '../../components/Button';
import { CountdownButton } from '../../components/CountdownButton';
import { LogoTile } from '../../components/LogoTile';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PhoneInput } from '../../components/PhoneInput';
import { AsyncScreen } from '../../components/ScreenState';
import { SmsCodeInput } from '../../components/SmsCodeInput';
import { TextInput } from '../../components/TextInput';
import { useText } from '../../config';
import { Stack } from '../../layout';
import * as styles from './PromotionLandingScreen.css';

export const promotionLandingStates = ['loading', 'ready'] as const;
export type PromotionLandingState = (typeof promotionLandingStates)[number];

/** The three fields of the registration form. */
export type PromotionField = 'mobile' | 'captcha' | 'smsCode';

/**
 * How the mobile field takes input: `'numeric'` keeps digits only (the spec's field); `'tel'` opens a
 * phone keypad and also keeps `+`, spaces and dashes, for a market whose numbers are written with a
 * country code.
 */
export type MobileInputMode = 'numeric' | 'tel';

/** A validation message per field (spec 5), shown under the field that is wrong. */
export type PromotionFieldErrors = Partial<Record<PromotionField, string>>;

export interface PromotionLandingScreenProps {
  /** 'loading' while the template and the captcha's sid load, else 'ready'. */
  state: PromotionLandingState;
  /** The template's headline (server text). Default the catalogue's `promotion.headline`. */
  headline?: string;
  /** The template's line under the headline (server text). Default none. */
  subtitle?: string;
  /** The app's name from the template (server text). Default none. */
  appName?: string;
  /** The app's logo URL from the template. Default none. */
  logo?: string;
  /** The mobile number typed so far (at most `mobileMaxLength` characters). */
  mobile: string;
  /** Called with the mobile number as it is typed. */
  onMobileChange: (mobile: string) => void;
  /** The mobile field's hint: the brand's market rule's. Default the catalogue's `register.mobilePlaceholder`. */
  mobilePlaceholder?: string;
  /** The longest mobile input, prefixes included: the market rule's. Default MOBILE_LENGTH (11). */
  mobileMaxLength?: number;
  /** How the mobile field takes input. Default `'numeric'` (digits only, as the spec's rule needs). */
  mobileInputMode?: MobileInputMode;
  /** The image captcha typed so far (at most 4 characters). */
  captcha: string;
  /** Called with the captcha as it is typed. */
  onCaptchaChange: (captcha: string) => void;
  /** The SMS code typed so far (digits, at most 6). */
  smsCode: string;
  /** Called with the SMS code as it is typed. */
  onSmsCodeChange: (code: string) => void;
  /** The captcha image's URL (get-captcha with the sid and a timestamp); `''` shows an empty frame. */
  captchaUrl: string;
  /** The captcha image pressed: the container checks the mobile, then loads a new image. */
  onRefreshCaptcha: () => void;
  /**
   * The SMS button pressed while idle: the container validates and calls get-sms. The 60 s countdown
   * starts when it resolves; resolving `false` leaves the button idle (no code was sent).
   */
  onSendSms: () => Promise<unknown> | unknown;
  /** The SMS button pressed while its countdown runs (the container toasts '请勿重复发送验证码!'). */
  onSendSmsLocked: () => void;
  /** The register button pressed (or Enter in a field): the container validates and registers. */
  onRegister: () => void;
  /** register is in flight: the button is locked. Default `false`. */
  registering?: boolean;
  /** Validation messages by field; a new object moves focus to its first wrong field. Default none. */
  errors?: PromotionFieldErrors;
  /** The register button's label (the template's). Default the catalogue's `promotion.register`. */
  buttonText?: string;
  /** Length of the SMS countdown in seconds. Default SMS_COUNTDOWN_S (60). */
  smsSeconds?: number;
  /** Page title. Default the catalogue's `title.promotionLanding`. */
  title?: string;
  /**
   * The brand's legal pages for the consent line above the register button ("By tapping Register, you
   * agree to our Privacy Policy and Loan Terms", naming the button's label). Default none: no consent line.
   */
  legal?: LegalLinks;
}

export interface LegalLinks {
  /** The privacy policy's address (the brand's own route). */
  privacyHref: string;
  /** The loan terms' address (the brand's own route). */
  termsHref: string;
  /** Called instead of following a link on a plain click (in-app navigation). Default none (the link is followed). */
  onOpen?: (href: string) => void;
}

/**
 * The consent sentence with the register button's label where the catalogue's `{action}` stands and
 * its two links where `{privacy}` and `{terms}` stand.
 */
function ConsentLine({ privacyHref, termsHref, onOpen, action }: LegalLinks & { action: string }) {
  const t = useText();
  const open = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!onOpen || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(href);
  };
  const link = (href: string, key: 'promotion.privacyLink' | 'promotion.termsLink') => (
    <a className={styles.legalLink} href={href} onClick={(event) => open(event, href)}>
      {t(key)}
    </a>
  );
  const slots: Readonly<Record<string, ReactNode>> = {
    action,
    privacy: link(privacyHref, 'promotion.privacyLink'),
    terms: link(termsHref, 'promotion.termsLink'),
  };
  // The sentence stays one in the catalogue (word order differs by language); the label and links take
  // the places of its slots: split with the slot's name captured, every odd part is a name. The label
  // goes in as a part, not through the message's placeholders, so a template's braces stay text.
  const parts: { at: number; node: ReactNode }[] = [];
  let at = 0;
  t('promotion.consent')
    .split(/\{(action|privacy|terms)\}/)
    .forEach((text, index) => {
      if (text) parts.push({ at, node: index % 2 === 1 ? slots[text] : text });
      at += text.length + (index % 2 === 1 ? 2 : 0);
    });
  return (
    <p className={styles.consent}>
      {parts.map(({ at: key, node }) => (
        <Fragment key={key}>{node}</Fragment>
      ))}
    </p>
  );
}

const fieldOrder: readonly PromotionField[] = ['mobile', 'captcha', 'smsCode'];

/**
 * The promotion registration landing (spec 2, 4, 5; its layout is ours): the template's headline, then
 * mobile, image captcha (tap the image for a new one) and SMS code with its 60 s countdown, the
 * consent line with the brand's privacy and terms links, and the register button. Validation messages show under their fields.
 */
export function PromotionLandingScreen({
  state,
  headline,
  subtitle,
  appName,
  logo,
  mobile,
  onMobileChange,
  mobilePlaceholder,
  mobileMaxLength = MOBILE_LENGTH,
  mobileInputMode = 'numeric',
  captcha,
  onCaptchaChange,
  smsCode,
  onSmsCodeChange,
  captchaUrl,
  onRefreshCaptcha,
  onSendSms,
  onSendSmsLocked,
  onRegister,
  registering = false,
  errors,
  buttonText,
  smsSeconds = SMS_COUNTDOWN_S,
  title,
  legal,
}: PromotionLandingScreenProps) {
  const t = useText();
  const headingId = useId();
  const idBase = useId();
  const fieldId = (field: PromotionField) => `${idBase}-${field}`;

  // A new set of errors comes from a press (register, get code, a new captcha): take the borrower to
  // the first field to fix. Typing does not change the errors, so it never steals focus.
  useEffect(() => {
    const first = fieldOrder.find((field) => errors?.[field]);
    if (first) document.getElementById(`${idBase}-${first}`)?.focus();
  }, [errors, idBase]);

  // The consent line names the button as the borrower sees it.
  const registerLabel = buttonText ?? t('promotion.register');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!registering) onRegister();
  };

  return (
    <Page navBar={<NavBar title={title ?? t('title.promotionLanding')} />}>
      <Stack>
        <section className={styles.hero} aria-labelledby={headingId}>
          {logo || appName ? (
            <div className={styles.brandRow}>
              <LogoTile name={appName ?? ''} src={logo} size={40} />
              {appName ? <p className={styles.appName}>{appName}</p> : null}
            </div>
          ) : null}
          <h2 id={headingId} className={styles.headline}>
            {headline ?? t('promotion.headline')}
          </h2>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </section>
        <AsyncScreen state={state} layout="form" label={t('promotion.loadingForm')}>
          <Stack component="form" aria-labelledby={headingId} noValidate onSubmit={submit}>
            {mobileInputMode === 'numeric' ? (
              <PhoneInput
                id={fieldId('mobile')}
                label={t('promotion.mobile')}
                placeholder={mobilePlaceholder ?? t('register.mobilePlaceholder')}
                maxDigits={mobileMaxLength}
                value={mobile}
                onChange={onMobileChange}
                error={errors?.mobile}
              />
            ) : (
              <TextInput
                id={fieldId('mobile')}
                label={t('promotion.mobile')}
                placeholder={mobilePlaceholder ?? t('register.mobilePlaceholder')}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={mobileMaxLength}
                value={mobile}
                // A number is written with digits (of any script, kept as ASCII), a leading +, spaces and
                // dashes; nothing else is kept.
                onChange={(typed) => onMobileChange(toAsciiDigits(typed).replace(/[^\d+\s-]/g, ''))}
                error={errors?.mobile}
              />
            )}
            <TextInput
              id={fieldId('captcha')}
              label={t('promotion.captcha')}
              placeholder={t('promotion.captchaPlaceholder', { count: CAPTCHA_LENGTH })}
              maxLength={CAPTCHA_LENGTH}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={captcha}
              onChange={onCaptchaChange}
              error={errors?.captcha}
              suffix={
                <button
                  type="button"
                  className={styles.captchaButton}
                  aria-label={t('promotion.refreshCaptcha')}
                  onClick={onRefreshCaptcha}
                >
                  {captchaUrl ? (
                    <img
                      className={styles.captchaImage}
                      src={captchaUrl}
                      alt={t('promotion.captcha')}
                      width={96}
                      height={40}
                    />
                  ) : (
                    // No image yet: a refresh mark in its place says a tap loads one (never a blank box).
                    <span className={styles.captchaImage}>
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                        <path
                          fill="currentColor"
                          d="M12 4a8 8 0 0 1 7.4 5H22l-3.5 4L15 9h2.2A6 6 0 1 0 18 14h2.1A8 8 0 1 1 12 4z"
                        />
                      </svg>
                    </span>
                  )}
                </button>
              }
            />
            <SmsCodeInput
              id={fieldId('smsCode')}
              label={t('kit.smsCode')}
              placeholder={t('promotion.smsCodePlaceholder', { count: SMS_CODE_LENGTH })}
              value={smsCode}
              onChange={onSmsCodeChange}
              error={errors?.smsCode}
              suffix={
                <CountdownButton
                  seconds={smsSeconds}
                  label={t('repay.getCode')}
                  onPress={onSendSms}
                  onLockedPress={onSendSmsLocked}
                />
              }
            />
            {legal ? <ConsentLine {...legal} action={registerLabel} /> : null}
            <Button type="submit" block loading={registering}>
              {registerLabel}
            </Button>
          </Stack>
        </AsyncScreen>
      </Stack>
    </Page>
  );
}
