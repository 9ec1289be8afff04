import { defaultBrand } from '@loan/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onlyInMarket, type StoryWorld } from '../../stories-assets/market';
import { LoanTermsScreen } from './LoanTermsScreen';

/** One screen high, scrolling inside: the story runner paints only the first screen of a taller page. */
const oneScreen: Decorator = (Story) => (
  <div style={{ height: '100vh', overflow: 'auto' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Screens/LoanTerms',
  component: LoanTermsScreen,
  // The shown brand's company: its name, e-mail and address in the text, its own late terms (company.lateTerms).
  parameters: { layout: 'fullscreen', market: ({ company }: StoryWorld) => ({ company }) },
  decorators: [oneScreen],
  args: { company: defaultBrand.company },
} satisfies Meta<typeof LoanTermsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Loan Terms And Conditions' })).toBeVisible();
    const text = canvasElement.textContent ?? '';
    for (const fact of [
      '91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days',
      'half of the loan term',
      'not before 7 days',
      // The penalties in the brand's money: the default brand writes the spec's pesos.
      '₱1000.00 for new clients',
      '₱800.00 for repeat clients',
      '5% per day from day 1 to day 30',
      '4% per day from day 31 to day 90',
      '2% per day from day 91',
      'Filipino citizen over 18',
      '7 business days',
      'within 3 days',
      'within 10 days',
    ]) {
      await expect(text).toContain(fact);
    }
    const order = within(
      canvas.getByRole('heading', { name: 'Application of Payments' }).parentElement as HTMLElement,
    );
    await expect(order.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'legal charges;',
      'costs of enforcement;',
      'late penalties;',
      'fees;',
      'interest;',
      'principal.',
    ]);
  },
};

export const LatePayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('heading', { level: 2, name: 'Late Payment' }).scrollIntoView({ block: 'start' });
    // In the brand's money (the spec wrote rupees for a peso product).
    await expect(canvas.getByText(/₱1000\.00 for new clients or ₱800\.00 for repeat clients/)).toBeVisible();
  },
};

/**
 * India's own late terms (company.lateTerms) for its 0.05%-a-day product: a one-time ₹500 late fee and
 * 0.1% a day, capped, instead of the spec's penalties and 5% a day.
 */
export const OwnLatePayment: Story = {
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Late Payment' });
    heading.scrollIntoView({ block: 'start' });
    const items = within(heading.parentElement as HTMLElement).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'a one-time late fee of ₹500.00;',
      'late interest of 0.1% per day on the overdue amount, from the day after the due date until it is paid in full, at most 10% of the overdue amount in all.',
    ]);
    await expect(canvasElement.textContent).not.toContain('5% per day');
  },
};
