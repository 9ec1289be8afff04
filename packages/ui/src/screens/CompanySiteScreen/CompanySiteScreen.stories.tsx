import { defaultBrand } from '@loan/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { CompanySiteScreen, siteSections } from './CompanySiteScreen';

/** One screen high, scrolling inside: the story runner paints only the first screen of a taller page. */
const oneScreen: Decorator = (Story) => (
  <div style={{ height: '100vh', overflow: 'auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/CompanySite',
  component: CompanySiteScreen,
  // The shown brand's company. The screen is not started afresh per brand, so what a play typed, the
  // message it got and the section it opened stay in every brand's shot: plays type no market's names.
  parameters: { layout: 'fullscreen', market: ({ company }: StoryWorld) => ({ company }) },
  decorators: [oneScreen],
  argTypes: { section: { control: 'inline-radio', options: siteSections } },
  // A fixed year keeps the screenshots stable.
  args: { company: defaultBrand.company, year: 2025, onSectionChange: fn() },
} satisfies Meta<typeof CompanySiteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor types: no market's person or number (the shot of every brand shows it). */
const visitor = { name: 'Sam Lee', telephone: '02000000000', email: 'sam@example.com' };

export const Home: Story = {
  args: { section: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Site' }));
    for (const name of ['Home', 'About Us', 'Contact Us', 'PrivacyPolicy', 'Loan Terms And Conditions']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '?section=contact');
    // One row of links at any width (it scrolls sideways on a phone), never two.
    const tops = nav.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    // One primary in the hero: the loan terms; Contact us is the quiet second way.
    const hero = within(canvas.getByRole('heading', { level: 1 }).parentElement as HTMLElement);
    await expect(hero.getByRole('link', { name: 'Read the loan terms' })).toHaveAttribute(
      'href',
      '?section=terms',
    );
    await expect(hero.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '?section=contact');
    const footer = within(canvas.getByRole('contentinfo'));
    const { company } = defaultBrand;
    await expect(footer.getByText(company.name)).toBeVisible();
    await expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(footer.getByText(company.address)).toBeVisible();
    await expect(footer.getByText(`© 2025 ${company.name}`)).toBeVisible();
  },
};

export const NavigationSwitchesSection: Story = {
  args: { section: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Site' }));
    await userEvent.click(nav.getByRole('link', { name: 'About Us' }));
    await expect(args.onSectionChange).toHaveBeenLastCalledWith('about');
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const AboutUs: Story = { args: { section: 'about' } };

export const ContactUs: Story = { args: { section: 'contact' } };

export const ContactUsIncomplete: Story = {
  args: { section: 'contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await userEvent.click(submit);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please provide complete information!');
    // Any one empty field is enough; what was typed stays.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), visitor.name);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telephone' }), visitor.telephone);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), visitor.email);
    await userEvent.click(submit);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please provide complete information!');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue(visitor.name);
    await expect(canvas.getByRole('textbox', { name: 'Remark' })).toHaveValue('');
    // The screenshot shows the message, wherever the clicks left the scroll position.
    canvas.getByRole('status').scrollIntoView({ block: 'center' });
  },
};

export const ContactUsSuccessful: Story = {
  args: { section: 'contact' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), visitor.name);
    // Phone inputs keep digits only, up to 11 (spec 5).
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telephone' }), '0200-000-0000 99');
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), visitor.email);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Remark' }), 'Please call me about a loan.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Successful!');
    await expect(canvas.getByRole('textbox', { name: 'Telephone' })).toHaveValue(visitor.telephone);
    await expect(canvas.getByRole('textbox', { name: 'Remark' })).toHaveValue('Please call me about a loan.');
    canvas.getByRole('status').scrollIntoView({ block: 'center' });
  },
};

/** A page for the frame: the brand's company's policy as a static page (a data: URL, no script, no network). */
const policyPage = ({ company }: StoryWorld) => ({
  company,
  privacySrc: `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html lang="en"><body style="font:15px/1.5 sans-serif;margin:12px;color:black"><h2>Privacy Policy</h2><p>${company.name} collects only the information needed to review and service your loan.</p><h3>What we collect</h3><p>Your name, mobile number and the details you give in your application.</p><h3>How to reach us</h3><p>${company.email}</p></body></html>`,
  )}`,
});

/** The policy from the brand's own address in a sandboxed frame (no scripts, no Referer). */
export const PrivacyInFrame: Story = {
  args: { section: 'privacy', ...policyPage(philippineWorld) },
  parameters: { market: policyPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByTitle(`Privacy Policy of ${defaultBrand.company.name}`);
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  },
};

export const PrivacyInPage: Story = {
  args: { section: 'privacy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeVisible();
  },
};

/** The last section: the nav row is scrolled so its marked link is in view. */
export const LoanTerms: Story = {
  args: { section: 'terms' },
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Site' });
    const current = within(navigation).getByRole('link', { name: 'Loan Terms And Conditions' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const box = navigation.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    await expect(link.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(link.right).toBeLessThanOrEqual(box.right + 1);
  },
};

export const HomeDesktop: Story = {
  args: { section: 'home' },
  parameters: {
    viewport: {
      // At most 720 px high: a taller frame is scaled down to fit the test runner's window.
      options: {
        desktop: { name: 'Desktop 1024x720', styles: { width: '1024px', height: '720px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const ContactUsDesktop: Story = {
  ...HomeDesktop,
  args: { section: 'contact' },
};

export const Footer: Story = {
  args: { section: 'home' },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    footer.scrollIntoView({ block: 'end' });
    await expect(within(footer).getByText(`© 2025 ${defaultBrand.company.name}`)).toBeVisible();
  },
};

/**
 * The shown brand's company with its own registration and licence lines (`brand.trust`); the spec's
 * product names none, so its market's regulator lines (its own lender's) are drawn.
 */
const withTrust = ({ company, market, trust }: StoryWorld) => ({
  company,
  trust: {
    registration: trust?.registration ?? market.regulator.registration,
    licence: trust?.licence ?? market.regulator.licence,
  },
});

/** A lender that must show its registration and licence (a Philippine lending company): in the footer. */
export const FooterWithTrustFacts: Story = {
  args: { section: 'home', ...withTrust(philippineWorld) },
  parameters: { market: withTrust },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const facts = within(footer).getByRole('region', { name: 'Registration and licence' });
    footer.scrollIntoView({ block: 'end' });
    const { registration, licence } = withTrust(philippineWorld).trust;
    await expect(facts).toHaveTextContent(registration);
    await expect(facts).toHaveTextContent(licence);
  },
};

/** Each section names itself: the nav's PrivacyPolicy (the spec's label) opens the Privacy Policy page. */
export const PrivacyFromNavigation: Story = {
  args: { section: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Site' }));
    await userEvent.click(nav.getByRole('link', { name: 'PrivacyPolicy' }));
    await expect(args.onSectionChange).toHaveBeenLastCalledWith('privacy');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  },
};
