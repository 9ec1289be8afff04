import { defaultBrand, indianMobile, type MobileRule, philippineMobile } from '@loan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToastViewport, toast } from '../../components/Toast';
import { productMark } from '../../stories-assets/images';
import { onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import {
  type PromotionFieldErrors,
  PromotionLandingScreen,
  type PromotionLandingScreenProps,
} from './PromotionLandingScreen';

const svg = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40">${body}</svg>`)}`;

const captchaUrl = svg(
  '<rect width="96" height="40" fill="#eef2f7"/><text x="48" y="28" font-size="22" text-anchor="middle" font-family="monospace" fill="#333">4821</text>',
);

/**
 * The screen with what the borrower types held in state, as the route container holds it. A sample
 * mobile the shown brand gives anew (its market's number) replaces the held one; what a play typed stays.
 * The container's errors are one set: shown in another brand they are the same errors in its words, so
 * they stay one object (a new object is a new press, which moves focus to the field: the shots are at rest).
 */
function Stateful(props: PromotionLandingScreenProps) {
  const [mobile, setMobile] = useState(props.mobile);
  const [givenMobile, setGivenMobile] = useState(props.mobile);
  if (givenMobile !== props.mobile) {
    setGivenMobile(props.mobile);
    setMobile(props.mobile);
  }
  const [captcha, setCaptcha] = useState(props.captcha);
  const [smsCode, setSmsCode] = useState(props.smsCode);
  const errors = useRef<PromotionFieldErrors | undefined>(props.errors);
  if (errors.current && props.errors && errors.current !== props.errors) {
    for (const field of Object.keys(errors.current))
      delete errors.current[field as keyof PromotionFieldErrors];
    Object.assign(errors.current, props.errors);
  }
  return (
    <PromotionLandingScreen
      {...props}
      errors={errors.current ?? props.errors}
      mobile={mobile}
      onMobileChange={(value) => {
        setMobile(value);
        props.onMobileChange(value);
      }}
      captcha={captcha}
      onCaptchaChange={(value) => {
        setCaptcha(value);
        props.onCaptchaChange(value);
      }}
      smsCode={smsCode}
      onSmsCodeChange={(value) => {
        setSmsCode(value);
        props.onSmsCodeChange(value);
      }}
    />
  );
}

/** The countdown reads the clock: hold it still so both themes' screenshots show the same second. */
function holdClock() {
  const realNow = Date.now;
  const now = realNow();
  Date.now = () => now;
  return () => {
    Date.now = realNow;
  };
}

/**
 * The shown brand's mobile rule: the default brand keeps the spec's (11 digits, China's), an English
 * brand its market's (brands/<id>/brand.ts: India's `indianMobile`, Masagana's `philippineMobile`).
 */
const mobileRuleOf = ({ company, market }: StoryWorld): MobileRule =>
  company.name === defaultBrand.company.name
    ? defaultBrand.market.mobile
    : market.id === 'india'
      ? indianMobile
      : philippineMobile;

/** The template's app and amount in the shown brand's market, and its mobile field as the route sets it. */
const fromWorld = (world: StoryWorld) => {
  const { market, money, text } = world;
  const rule = mobileRuleOf(world);
  return {
    subtitle: `Up to ${money.whole(2000000)}`,
    appName: market.products.apps.landing,
    logo: productMark(market.products.apps.landing),
    mobilePlaceholder: text(rule.placeholderKey),
    mobileMaxLength: rule.maxLength,
    mobileInputMode: rule.inputMode,
  };
};

/** The spec's sample mobile (the default brand's rule), and the one an English brand's stories use: its market's. */
const specSample = '13912345678';
const withSample = (world: StoryWorld) => ({
  ...fromWorld(world),
  mobile: mobileRuleOf(world) === defaultBrand.market.mobile ? specSample : world.market.phones.mobile,
});
const { text } = philippineWorld;

const meta = {
  title: 'Screens/PromotionLanding',
  component: PromotionLandingScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    headline: 'Cash in 1 day',
    ...fromWorld(philippineWorld),
    buttonText: 'Get my loan',
    mobile: '',
    onMobileChange: fn(),
    captcha: '',
    onCaptchaChange: fn(),
    smsCode: '',
    onSmsCodeChange: fn(),
    captchaUrl,
    onRefreshCaptcha: fn(),
    onSendSms: fn(),
    onSendSmsLocked: fn(),
    onRegister: fn(),
    legal: { privacyHref: '/privacyPolicy?id=t-1', termsHref: '/loanTerms?id=t-1', onOpen: fn() },
  },
} satisfies Meta<typeof PromotionLandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cash in 1 day' })).toBeVisible();
    await expect(canvas.getByText('Loading the registration form')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Get my loan' })).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Cash in 1 day' })).toBeVisible();
    await expect(canvas.getByText('Peso Cash')).toBeVisible();
    const image = canvas.getByAltText('Image captcha');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '40');
    await expect(canvas.getByRole('button', { name: 'Refresh the image captcha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'get code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get my loan' })).toBeVisible();
  },
};

/** Without the template's texts the page has its own headline and button label. */
export const WithoutTemplateTexts: Story = {
  args: {
    headline: undefined,
    subtitle: undefined,
    appName: undefined,
    logo: undefined,
    buttonText: undefined,
  },
  parameters: { market: () => ({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Register to get your loan' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' }).closest('p')).toHaveTextContent(
      /^By tapping Register, you agree to our/,
    );
  },
};

/** The spec's limits, typed in the default brand: what stays is a Philippine mobile, so Philippine brands only. */
export const FieldsKeepTheirLimits: Story = {
  parameters: onlyInMarket('philippines'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '0917-123-4567-89');
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('09171234567');
    await userEvent.type(canvas.getByLabelText('Image captcha'), 'ab12cd');
    await expect(canvas.getByLabelText('Image captcha')).toHaveValue('ab12');
    await userEvent.type(canvas.getByLabelText('SMS code'), '12a34567');
    await expect(canvas.getByLabelText('SMS code')).toHaveValue('123456');
  },
};

export const MobileError: Story = {
  // The app's own validation message, in the shown brand's words.
  args: { mobile: '1234', errors: { mobile: text('register.wrongMobile') } },
  parameters: {
    market: (world: StoryWorld) => ({
      ...fromWorld(world),
      errors: { mobile: world.text(mobileRuleOf(world).errorKey) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Mobile number');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text('register.wrongMobile'));
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('1234');
  },
};

export const CaptchaError: Story = {
  args: { mobile: specSample, errors: { captcha: text('register.wrongCaptcha') } },
  parameters: {
    market: (world: StoryWorld) => ({
      ...withSample(world),
      errors: { captcha: world.text('register.wrongCaptcha') },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Image captcha');
    await expect(field).toHaveAccessibleDescription(text('register.wrongCaptcha'));
    await expect(field).toHaveFocus();
  },
};

export const SmsCodeError: Story = {
  args: { mobile: specSample, captcha: '4821', errors: { smsCode: text('register.wrongSmsCode') } },
  parameters: {
    market: (world: StoryWorld) => ({
      ...withSample(world),
      errors: { smsCode: world.text('register.wrongSmsCode') },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('SMS code');
    await expect(field).toHaveAccessibleDescription(text('register.wrongSmsCode'));
    await expect(field).toHaveFocus();
  },
};

export const RefreshCaptcha: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh the image captcha' }));
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};

export const CountdownRunning: Story = {
  args: { mobile: specSample, captcha: '4821', onSendSms: fn(async () => true) },
  parameters: { market: withSample },
  beforeEach: holdClock,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'get code' }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    const countdown = await canvas.findByRole('button', { name: 'Resend in 60s' });
    await expect(countdown).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(countdown);
    await expect(args.onSendSmsLocked).toHaveBeenCalledTimes(1);
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
  },
};

/** The server's refusal of a wrong picture code, as the route toasts it (spec 8). */
const { wrongCaptcha } = philippineWorld.market.serverTexts;

/**
 * get-sms refused (a wrong captcha, a server code): the button stays idle, no countdown, and the borrower
 * reads why: the route toasts the server's message (held here past the shots, which a 3 s toast would race).
 */
export const SmsNotSent: Story = {
  args: {
    mobile: specSample,
    captcha: '0000',
    onSendSms: fn(async () => {
      toast.fail(wrongCaptcha, 60_000);
      return false;
    }),
  },
  parameters: { market: withSample },
  render: (args) => (
    <>
      <Stateful {...args} />
      <ToastViewport />
    </>
  ),
  beforeEach: () => () => toast.clear(),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'get code' }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'get code' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(await within(canvasElement.ownerDocument.body).findByText(wrongCaptcha)).toBeVisible();
  },
};

export const Register: Story = {
  args: { mobile: specSample, captcha: '4821', smsCode: '123456' },
  parameters: { market: withSample },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get my loan' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('SMS code'), '{Enter}');
    await expect(args.onRegister).toHaveBeenCalledTimes(2);
  },
};

export const Registering: Story = {
  args: { mobile: specSample, captcha: '4821', smsCode: '123456', registering: true },
  parameters: { market: withSample },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Get my loan' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 7; i++) await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText('SMS code'), '{Enter}');
    await expect(args.onRegister).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue(specSample);
  },
};

/**
 * The consent line above the button names the button as it reads (the template's 'Get my loan') and
 * links the brand's privacy and terms pages, opened in the app.
 */
export const ConsentLine: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getByRole('link', { name: 'Loan Terms And Conditions' });
    await expect(terms.closest('p')).toHaveTextContent(
      'By tapping Get my loan, you agree to our Privacy Policy and Loan Terms And Conditions.',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacyPolicy?id=t-1',
    );
    await userEvent.click(terms);
    await expect(args.legal?.onOpen).toHaveBeenCalledWith('/loanTerms?id=t-1');
  },
};

/** Without the brand's legal pages there is no consent line (a consumer that has none). */
export const WithoutLegalLinks: Story = {
  args: { legal: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/you agree to/)).toBeNull();
  },
};

/** The captcha image has not arrived yet: a refresh mark in its box (never a blank grey box), a tap loads it. */
export const CaptchaNotLoaded: Story = {
  args: { captchaUrl: '' },
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Refresh the image captcha' });
    await expect(refresh.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefreshCaptcha).toHaveBeenCalledTimes(1);
  },
};
