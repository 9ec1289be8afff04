import { type BrandConfig, defaultBrand, enCatalogue, type TrustFacts } from '@loan/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigProvider } from '../../config';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { AboutUsScreen } from './AboutUsScreen';

/** One screen high, scrolling inside: the story runner paints only the first screen of a taller page. */
const oneScreen: Decorator = (Story) => (
  <div style={{ height: '100vh', overflow: 'auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/AboutUs',
  component: AboutUsScreen,
  decorators: [oneScreen],
  // The shown brand's company.
  parameters: { layout: 'fullscreen', market: ({ company }: StoryWorld) => ({ company }) },
  args: { company: defaultBrand.company },
} satisfies Meta<typeof AboutUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const email = canvas.getByRole('link', { name: defaultBrand.company.email });
    await expect(email).toHaveAttribute('href', `mailto:${defaultBrand.company.email}`);
    await expect(canvas.getByText(/^Customer service e-mail:/)).toContainElement(email);
    // The spec's product names no registration: no block.
    await expect(canvas.queryByRole('region', { name: 'Registration and licence' })).toBeNull();
    // Key facts first, then the text under its headings (issue 24 review: four paragraphs, no structure).
    const facts = canvas.getByRole('list', { name: 'At a glance' });
    await expect(within(facts).getAllByRole('listitem')).toHaveLength(3);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(['Who we are', 'How it works', 'How we treat you', 'Need help?']);
    const firstHeading = canvas.getByRole('heading', { level: 2, name: 'Who we are' });
    await expect(facts.compareDocumentPosition(firstHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/**
 * Another brand's words: the screen in the English catalogue whatever the toolbar's brand, with the
 * shown brand's own company (one set of contacts per brand, the ones its other stories show).
 */
export const OtherBrand: Story = {
  decorators: [
    (Story) => (
      <ConfigProvider locale={enCatalogue}>
        <Story />
      </ConfigProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('link', { name: defaultBrand.company.email });
    await expect(email).toHaveAttribute('href', `mailto:${defaultBrand.company.email}`);
    await expect(canvas.getByText(/^Customer service e-mail:/)).toContainElement(email);
    // The shot opens at the top, title included: scrolling the e-mail box into view cut the title off
    // (issue 24 review); WithTrustFacts shows the end of the page.
    await expect(canvas.getAllByText(new RegExp(defaultBrand.company.name)).length).toBeGreaterThan(0);
  },
};

/**
 * The shown brand's company and its trust facts (brand.trust: India's RBI registration and grievance
 * officer, Masagana's SEC lines). The default brand states none (the spec's product): its market's
 * regulator lines and officer, which are the default brand's lender's own (@loan/sandbox/markets).
 */
function withTrust({ company, trust, market }: StoryWorld): {
  company: BrandConfig['company'];
  trust: TrustFacts;
} {
  const { registration, licence, officer } = market.regulator;
  return { company, trust: trust ?? { registration, licence, grievanceOfficer: officer } };
}

/** A lender's registration and the grievance officer it must name, after the text. */
export const WithTrustFacts: Story = {
  args: withTrust(philippineWorld),
  parameters: { market: withTrust },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = canvas.getByRole('region', { name: 'Registration and licence' });
    const email = withTrust(philippineWorld).trust.grievanceOfficer?.email ?? '';
    await expect(within(facts).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    // One card style on the page: the trust facts' card is the e-mail's (it had a border of its own).
    const emailCard = canvas.getByText(/^Customer service e-mail:/).parentElement as HTMLElement;
    const trustCard = facts.parentElement as HTMLElement;
    for (const property of ['borderTopWidth', 'borderRadius', 'boxShadow', 'backgroundColor'] as const) {
      await expect(getComputedStyle(trustCard)[property]).toBe(getComputedStyle(emailCard)[property]);
    }
    // The screenshot shows the block at the end of the text.
    facts.scrollIntoView({ block: 'end' });
  },
};
