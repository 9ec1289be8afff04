import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { DetailRows } from './DetailRows';

/** The server's rows, its amounts written as the shown brand's market writes them. */
const fromWorld = ({ money }: StoryWorld) => ({
  rows: [
    { text: 'Loan amount', value: money.amount(500000) },
    { text: 'Term', value: '91 days' },
    { text: 'Interest', value: money.amount(45000) },
    { text: 'Service fee', value: money.amount(12000) },
    { text: 'Due date', value: '2025-03-14' },
  ],
});

const meta = {
  title: 'Components/DetailRows',
  component: DetailRows,
  tags: ['autodocs'],
  parameters: { market: fromWorld },
  args: { ...fromWorld(philippineWorld), 'aria-label': 'Loan details', onExpandedChange: fn() },
} satisfies Meta<typeof DetailRows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Spec 2: repayment of period shows the first two rows and a more/hide toggle. */
export const Collapsed: Story = {
  args: { collapsible: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'more' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { collapsible: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'hide' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const HideAgain: Story = {
  args: { collapsible: true, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'hide' }));
    await expect(canvas.getAllByRole('term')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'more' })).toHaveFocus();
  },
};

/** Two rows or fewer: nothing to collapse, so no toggle. */
export const ShortListNoToggle: Story = {
  args: { collapsible: true, rows: fromWorld(philippineWorld).rows.slice(0, 2) },
  parameters: { market: (world: StoryWorld) => ({ rows: fromWorld(world).rows.slice(0, 2) }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/**
 * One money format on a screen: a server amount in the brand's currency is written as the brand writes
 * money (the spec's ₱5000.00 in the default brand); a rate, a term and another currency stay as sent.
 */
const amountsInBrandMoney = ({ money }: StoryWorld) => ({
  rows: [
    { text: 'Loan amount', value: money.amount(500000) },
    { text: 'Daily interest', value: '0.05%' },
    { text: 'Term', value: '91 days' },
    { text: 'Insurance', value: 'US$12.00' },
  ],
});

export const AmountsInBrandMoney: Story = {
  args: amountsInBrandMoney(philippineWorld),
  parameters: { market: amountsInBrandMoney },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values.map((value) => value.textContent)).toEqual([
      '₱5000.00',
      '0.05%',
      '91 days',
      'US$12.00',
    ]);
    await expect(values[0]?.querySelector('[data-nowrap="amount"]')).not.toBeNull();
  },
};

/** Server text stays text: markup in a value is shown, never parsed. */
const longAndMarkupText = ({ market }: StoryWorld) => ({
  rows: [
    { text: 'Receiving account', value: market.receivingAccount },
    { text: 'Note', value: '<b>not bold</b>' },
  ],
});

export const LongAndMarkupText: Story = {
  args: longAndMarkupText(philippineWorld),
  parameters: { market: longAndMarkupText },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<b>not bold</b>')).toBeVisible();
  },
};
