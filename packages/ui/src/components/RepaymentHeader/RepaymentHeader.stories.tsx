import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productLogo } from '../../stories-assets/images';
import { RepaymentHeader } from './RepaymentHeader';

const meta = {
  title: 'Components/RepaymentHeader',
  component: RepaymentHeader,
  tags: ['autodocs'],
  argTypes: { region: { control: 'inline-radio', options: ['0', '1'] } },
  args: { amount: 520000, repayDate: '2025-3-14', productName: 'Mabilis Cash', productLogo },
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

/** Region flag 1 shows the rupee. */
export const Rupee: Story = {
  args: { region: '1', amount: '1234567', productName: 'Rupee Flex' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹12345.67')).toBeVisible();
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

/** Without a logo the name alone shows. */
export const NoLogo: Story = { args: { productLogo: undefined } };
