import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { PromotionLandingScreen, type PromotionLandingScreenProps } from './PromotionLandingScreen';

const svg = (body: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40">${body}</svg>`)}`;

const captchaUrl = svg(
  '<rect width="96" height="40" fill="#eef2f7"/><text x="48" y="28" font-size="22" text-anchor="middle" font-family="monospace" fill="#333">4821</text>',
);

/** The screen with what the borrower types held in state, as the route container holds it. */
function Stateful(props: PromotionLandingScreenProps) {
  const [mobile, setMobile] = useState(props.mobile);
  const [captcha, setCaptcha] = useState(props.captcha);
  const [smsCode, setSmsCode] = useState(props.smsCode);
  return (
    <PromotionLandingScreen
      {...props}
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

/** The template's app and amount in the shown brand's market. */
const fromWorld = ({ market, money, logos }: StoryWorld) => ({
  subtitle: `Up to ${money.whole(2000000)}`,
  appName: market.products.apps.landing,
  logo: logos[0],
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

export const FieldsKeepTheirLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Mobile number'), '139-1234-5678-99');
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('13912345678');
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
      errors: { mobile: world.text('register.wrongMobile') },
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
  args: { mobile: '13912345678', errors: { captcha: text('register.wrongCaptcha') } },
  parameters: {
    market: (world: StoryWorld) => ({
      ...fromWorld(world),
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
  args: { mobile: '13912345678', captcha: '4821', errors: { smsCode: text('register.wrongSmsCode') } },
  parameters: {
    market: (world: StoryWorld) => ({
      ...fromWorld(world),
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
  args: { mobile: '13912345678', captcha: '4821', onSendSms: fn(async () => true) },
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

/** get-sms refused (a wrong captcha, a server code): the button stays idle, no countdown. */
export const SmsNotSent: Story = {
  args: { mobile: '13912345678', captcha: '0000', onSendSms: fn(async () => false) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'get code' }));
    await expect(args.onSendSms).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('button', { name: 'get code' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Register: Story = {
  args: { mobile: '13912345678', captcha: '4821', smsCode: '123456' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get my loan' }));
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('SMS code'), '{Enter}');
    await expect(args.onRegister).toHaveBeenCalledTimes(2);
  },
};

export const Registering: Story = {
  args: { mobile: '13912345678', captcha: '4821', smsCode: '123456', registering: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Get my loan' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 7; i++) await userEvent.click(button);
    await userEvent.type(canvas.getByLabelText('SMS code'), '{Enter}');
    await expect(args.onRegister).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('13912345678');
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
