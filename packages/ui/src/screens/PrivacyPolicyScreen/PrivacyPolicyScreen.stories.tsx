import { defaultBrand } from '@loan/core';
import { india } from '@loan/sandbox/markets';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onlyInMarket, type StoryWorld } from '../../stories-assets/market';
import { PrivacyPolicyScreen } from './PrivacyPolicyScreen';

/** One screen high, scrolling inside: the story runner paints only the first screen of a taller page. */
const oneScreen: Decorator = (Story) => (
  <div style={{ height: '100vh', overflow: 'auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/PrivacyPolicy',
  component: PrivacyPolicyScreen,
  // The shown brand's company and trust facts: its name, e-mail and address in the text, and its
  // grievance or data protection officer (as About us names them) in the officer's block.
  parameters: { layout: 'fullscreen', market: ({ company, trust }: StoryWorld) => ({ company, trust }) },
  decorators: [oneScreen],
  args: { company: defaultBrand.company },
} satisfies Meta<typeof PrivacyPolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  'Collection of Information',
  'Representation',
  'Use of Technology',
  'Disclosure of Information',
  'Cookies',
  'Device Information',
  'Minors',
  'Password Security',
  'Changes to This Policy',
  'Opt-out Rights',
  'Grievance Officer',
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(sections);
    // Each entry of the contents links to its own section heading.
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    for (const name of sections) {
      const target = contents.getByRole('link', { name }).getAttribute('href')?.slice(1) ?? '';
      await expect(canvasElement.ownerDocument.getElementById(target)).toHaveTextContent(name);
    }
    await expect(canvas.getAllByText(new RegExp(defaultBrand.company.name)).length).toBeGreaterThan(0);
    // The contact e-mail is a mailto link inside its line (issue 24 review).
    await expect(canvas.getAllByRole('link', { name: defaultBrand.company.email })[0]).toHaveAttribute(
      'href',
      `mailto:${defaultBrand.company.email}`,
    );
  },
};

export const GrievanceOfficer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Grievance Officer' });
    heading.scrollIntoView({ block: 'start' });
    await expect(canvas.getByText(`Grievance Officer, ${defaultBrand.company.name}`)).toBeVisible();
    await expect(canvas.getByText(`Address: ${defaultBrand.company.address}`)).toBeVisible();
  },
};

/**
 * India's brand names its grievance officer (brand.trust), as About us does: the policy's section names
 * them with their own e-mail, not the company's care@ address.
 */
export const NamedGrievanceOfficer: Story = {
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // India's brand names its market's officer (the sandbox's data set keeps them the same).
    const { officer } = india.regulator;
    const heading = canvas.getByRole('heading', { level: 2, name: 'Grievance Officer' });
    heading.scrollIntoView({ block: 'start' });
    const section = within(heading.parentElement as HTMLElement);
    await expect(section.getByText(new RegExp(`^${officer.name}, Grievance Officer, `))).toBeVisible();
    await expect(section.getByRole('link', { name: officer.email })).toHaveAttribute(
      'href',
      `mailto:${officer.email}`,
    );
  },
};
