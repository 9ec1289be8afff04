import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { StoryWorld } from '../../stories-assets/market';
import { Button } from '../Button';
import { orderStatusIcons, StatusCard } from './StatusCard';

const meta = {
  title: 'Components/StatusCard',
  component: StatusCard,
  tags: ['autodocs'],
  argTypes: { status: { control: 'select', options: [...orderStatusIcons, '999'] } },
  args: { status: '21', statusText: 'Under review', description: 'We will let you know within 1 day.' },
} satisfies Meta<typeof StatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const iconOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('svg[data-icon]')?.getAttribute('data-icon');

export const Status21UnderReview: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Under review' }),
    ).toBeVisible();
    await expect(iconOf(canvasElement)).toBe('21');
  },
};

export const Status110PayingOut: Story = {
  args: { status: 110, statusText: 'Paying out', description: 'Funds reach your account in 1 to 3 days.' },
};

export const Status151Refused: Story = {
  args: { status: 151, statusText: 'Not approved', description: 'You can apply again in 30 days.' },
};

export const Status170ToRepay: Story = {
  args: { status: 170, statusText: 'To be repaid', description: 'Due on 2025-03-14.' },
  render: (args) => (
    <StatusCard
      {...args}
      actions={
        <Button block onClick={fn()}>
          Repayment
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Repayment' }));
  },
};

export const Status174DueSoon: Story = {
  args: { status: 174, statusText: 'Due soon', description: 'Repay by 2025-03-14 to avoid late interest.' },
};

export const Status180Overdue: Story = {
  args: { status: 180, statusText: 'Overdue', description: 'Your loan is 3 days overdue.' },
};

export const Status200Settled: Story = {
  args: { status: 200, statusText: 'Settled', description: 'Thank you. You can borrow again.' },
};

/**
 * Any other status: the spec's 200 tick in the default brand; the neutral icon in a brand that asks for
 * it (`unknownStatusIcon: 'neutral'`, India and Masagana), never a tick for an order we cannot place.
 */
export const UnknownStatus: Story = {
  args: { status: '999', statusText: 'Processing', description: undefined },
  parameters: { market: (world: StoryWorld) => ({ unknownIcon: world.unknownStatusIcon }) },
  play: async ({ canvasElement }) => {
    await expect(iconOf(canvasElement)).toBe('200');
  },
};

/** The amount due is the hero of an order with money owed. */
export const Status170AmountDue: Story = {
  args: {
    status: 170,
    statusText: 'Repaying',
    description: 'Your next repayment is due on 2026-12-20.',
    figure: { label: 'Amount due', amount: 522750 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByText(/5,?227\.50/);
    await expect(amount).toHaveAttribute('data-nowrap', 'amount');
    await expect(canvas.getByText('Amount due')).toBeVisible();
  },
};

/** Overdue: the amount in the critical colour with the days overdue under it. */
export const Status180AmountDueOverdue: Story = {
  args: {
    status: 180,
    statusText: 'Overdue',
    description: 'Late interest is added daily.',
    figure: { label: 'Amount due', amount: 538430, alert: '3 days overdue' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 days overdue')).toBeVisible();
  },
};
