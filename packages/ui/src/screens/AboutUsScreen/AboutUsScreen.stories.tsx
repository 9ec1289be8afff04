import { type BrandConfig, defaultBrand, enCatalogue } from '@loan/core';
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

/** Another lender's company, written here (the kit never reads the brands folder), in the shown brand's market. */
const otherCompanyOf = ({ market }: StoryWorld): BrandConfig['company'] => ({
  name: `${market.lender.name} Corporation`,
  email: market.lender.email,
  phone: market.lender.landline,
  servicePhone: market.lender.servicePhone,
  address: market.regulator.officer.address,
});
const otherCompany = otherCompanyOf(philippineWorld);

/** Another brand: its company in the English catalogue, whatever the toolbar's brand. */
export const OtherBrand: Story = {
  args: { company: otherCompany },
  parameters: { market: (world: StoryWorld) => ({ company: otherCompanyOf(world) }) },
  decorators: [
    (Story) => (
      <ConfigProvider locale={enCatalogue}>
        <Story />
      </ConfigProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('link', { name: otherCompany.email });
    await expect(email).toHaveAttribute('href', `mailto:${otherCompany.email}`);
    await expect(canvas.getByText(/^Customer service e-mail:/)).toContainElement(email);
    // The screenshot shows the e-mail box at the end of the text.
    email.scrollIntoView({ block: 'end' });
    await expect(canvas.getAllByText(new RegExp(otherCompany.name)).length).toBeGreaterThan(0);
  },
};

/** A lender's registration and the grievance officer it names (India's RBI requires one), in the shown brand's market. */
function withTrust(world: StoryWorld) {
  const { registration, officer } = world.market.regulator;
  return { company: otherCompanyOf(world), trust: { registration, grievanceOfficer: officer } };
}

/** A lender's registration and the grievance officer it must name, after the text. */
export const WithTrustFacts: Story = {
  args: withTrust(philippineWorld),
  parameters: { market: withTrust },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = canvas.getByRole('region', { name: 'Registration and licence' });
    const { email } = philippineWorld.market.regulator.officer;
    await expect(within(facts).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    // The screenshot shows the block at the end of the text.
    facts.scrollIntoView({ block: 'end' });
  },
};
