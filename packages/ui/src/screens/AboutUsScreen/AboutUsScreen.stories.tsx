import { type BrandConfig, defaultBrand, enCatalogue } from '@loan/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConfigProvider } from '../../config';
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
  parameters: { layout: 'fullscreen' },
  decorators: [oneScreen],
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

/** Another brand's company, written here: the kit never reads the brands folder. */
const otherCompany: BrandConfig['company'] = {
  name: 'Sahyog Finserv Private Limited',
  email: 'care@sahyogfinserv.in',
  phone: '+91 22 4000 1234',
  servicePhone: '1800 210 4455',
  address: '4th Floor, Lotus Business Park, Andheri East, Mumbai, Maharashtra 400093, India',
};

/** Another brand: its company in the English catalogue, whatever the toolbar's brand. */
export const IndiaBrand: Story = {
  args: { company: otherCompany },
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

/** An Indian NBFC: its RBI registration and the grievance officer it must name, after the text. */
export const WithTrustFacts: Story = {
  args: {
    company: otherCompany,
    trust: {
      registration: 'RBI Certificate of Registration No. N-13.02468 (NBFC)',
      grievanceOfficer: {
        name: 'Priya Raman',
        email: 'grievance@sahyogfinserv.in',
        phone: '+91 22 4000 1299',
        address: '4th Floor, Lotus Business Park, Andheri East, Mumbai 400093',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = canvas.getByRole('region', { name: 'Registration and licence' });
    await expect(within(facts).getByRole('link', { name: 'grievance@sahyogfinserv.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@sahyogfinserv.in',
    );
    // The screenshot shows the block at the end of the text.
    facts.scrollIntoView({ block: 'end' });
  },
};
