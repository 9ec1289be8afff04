import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productMark } from '../../stories-assets/images';
import { onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { RepaymentHeader } from './RepaymentHeader';

const fromWorld = ({ market }: StoryWorld) => ({
  productName: market.products.more[0],
  productLogo: productMark(market.products.more[0]),
});

const meta = {
  title: 'Components/RepaymentHeader',
  component: RepaymentHeader,
  tags: ['autodocs'],
  parameters: { market: fromWorld },
  args: { amount: 520000, repayDate: '2025-3-14', ...fromWorld(philippineWorld) },
} satisfies Meta<typeof RepaymentHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Peso: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₱5200.00')).toBeVisible();
    await expect(canvas.getByText('2025-03-14')).toBeVisible();
    const logo = canvasElement.querySelector('img');
    await expect([logo?.getAttribute('width'), logo?.getAttribute('height')]).toEqual(['40', '40']);
  },
};

/** Amounts come from the provider's money format: India's brand provides en-IN rupees (India's story). */
export const Rupee: Story = {
  // India's own product (the market's data set, through `parameters.market`), in India's money.
  args: { amount: '1234567' },
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹12,345.67')).toBeVisible();
  },
};

/** Rollover: the title, the delay amount and the next payment date. */
export const Rollover: Story = {
  args: {
    title: 'Rollover Repayment',
    amount: 95000,
    amountLabel: 'Rollover amount',
    dateLabel: 'Next payment date',
    repayDate: '2025-04-13',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Rollover Repayment' })).toBeVisible();
  },
};

/** Without a logo the product's initials tile shows before its name, never a blank gap. */
export const NoLogo: Story = { args: { productLogo: undefined } };
