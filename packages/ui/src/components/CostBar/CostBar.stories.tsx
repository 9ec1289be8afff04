import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CostBar } from './CostBar';

const meta = {
  title: 'Components/CostBar',
  component: CostBar,
  tags: ['autodocs'],
  args: {
    'aria-label': 'What you repay',
    totalLabel: 'You repay',
    total: 522750,
    parts: [
      { label: 'You receive', amount: 485000 },
      { label: 'Fees', amount: 15000 },
      { label: 'Interest', amount: 22750 },
    ],
  },
} satisfies Meta<typeof CostBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What is received, the fees and the interest, summing to the total repaid. */
export const ThreeParts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('list', { name: 'What you repay' });
    await expect(within(legend).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Fees')).toBeVisible();
    // Each part's width is its share of the total.
    const segments = [...canvasElement.querySelectorAll('[aria-hidden="true"] > span')] as HTMLElement[];
    const widths = segments.map((segment) => segment.getBoundingClientRect().width);
    await expect(widths[0]).toBeGreaterThan(widths[2] ?? 0);
    await expect(widths[2]).toBeGreaterThan(widths[1] ?? 0);
  },
};

/** Without what is received: the loan amount, and the rest as interest and fees together. */
export const TwoParts: Story = {
  args: {
    parts: [
      { label: 'Loan amount', amount: 500000 },
      { label: 'Interest and fees', amount: 22750 },
    ],
  },
};

/** The plan could not be summed: the parts it has, and no total. */
export const WithoutTotal: Story = {
  args: {
    total: undefined,
    parts: [
      { label: 'You receive', amount: 485000 },
      { label: 'Fees', amount: 15000 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('You repay')).toBeNull();
  },
};

/** A part too small to see keeps a sliver of the bar; its amount is in the legend. */
export const TinyPart: Story = {
  args: {
    total: 15000100,
    parts: [
      { label: 'You receive', amount: 15000000 },
      { label: 'Fees', amount: 100 },
    ],
  },
};
