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
    // The screenshot shows the block at the end of the text.
    facts.scrollIntoView({ block: 'end' });
  },
};
