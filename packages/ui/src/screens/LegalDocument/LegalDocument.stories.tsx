import { defaultBrand } from '@loan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inset } from '../../layout';
import type { StoryWorld } from '../../stories-assets/market';
import { companyVars, LegalDocument, type LegalText } from './LegalDocument';

// The layout the privacy policy and the loan terms share, with every kind of block once, so a
// designer reviews the building blocks apart from those documents' length.
const text: LegalText = {
  title: '{company} Loan Agreement',
  updated: 'Last updated: 24 November 2026',
  intro: ['This agreement is between you and {company}. Please read it before you borrow.'],
  sections: [
    {
      id: 'terms',
      title: 'Loan Terms',
      blocks: [
        'A loan runs for 91 to 365 calendar days.',
        { list: ['Decision within 1 day.', 'Funds credited within 1 to 3 calendar days.'] },
      ],
    },
    {
      id: 'order',
      title: 'Order of Payments',
      blocks: [
        'A payment is applied in this order:',
        {
          list: ['Legal charges', 'Enforcement costs', 'Late penalties', 'Fees, interest, principal'],
          ordered: true,
        },
      ],
    },
    { id: 'contact', title: 'Contact', blocks: ['Write to {email} or call {phone}.'] },
  ],
};

const meta = {
  title: 'Screens/LegalDocument',
  component: LegalDocument,
  // The shown brand's company in the text.
  parameters: { layout: 'fullscreen', market: ({ company }: StoryWorld) => ({ vars: companyVars(company) }) },
  // The document is a page's content: shown in the kit's page inset, as LoanTerms and PrivacyPolicy's Page gives it.
  decorators: [
    (Story) => (
      <Inset>
        <Story />
      </Inset>
    ),
  ],
  args: { text, vars: companyVars(defaultBrand.company), idPrefix: 'sample-' },
} satisfies Meta<typeof LegalDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = defaultBrand.company;
    await expect(
      canvas.getByRole('heading', { level: 1, name: `${company.name} Loan Agreement` }),
    ).toBeVisible();
    // Each entry of the contents links to its section's heading.
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    await expect(contents.getByRole('link', { name: 'Order of Payments' })).toHaveAttribute(
      'href',
      '#sample-order',
    );
    await expect(canvas.getByRole('heading', { level: 2, name: 'Order of Payments' })).toHaveAttribute(
      'id',
      'sample-order',
    );
    // Ordered blocks are numbered lists; plain ones are bullet lists.
    await expect(canvas.getAllByRole('list').map((list) => list.tagName)).toEqual(['OL', 'UL', 'OL']);
    // The contact line's e-mail and phone are links; the number stays on one line (issue 24 review).
    const phone = company.servicePhone || company.phone;
    await expect(canvas.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(canvas.getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(getComputedStyle(canvas.getByRole('link', { name: phone })).whiteSpace).toBe('nowrap');
  },
};

export const CustomContentsLabel: Story = {
  args: { contentsLabel: 'On this page' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  },
};
