import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onlyInMarket } from '../../stories-assets/market';
import { PlanList } from './PlanList';

const meta = {
  title: 'Components/PlanList',
  component: PlanList,
  tags: ['autodocs'],
  args: {
    title: 'Repayment plan',
    items: [
      { title: '1st period', description: 'Principal and interest', amount: 175000, time: '2025-03-14' },
      { title: '2nd period', description: 'Principal and interest', amount: 175000, time: '2025-04-13' },
      { title: '3rd period', description: 'Principal, interest and fee', amount: 182000, time: '2025-05-13' },
    ],
  },
} satisfies Meta<typeof PlanList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoanConfirmPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('₱1820.00')).toBeVisible();
  },
};

/** Repayment plan rows carry a remark instead of a description; amounts in India's en-IN rupees (India's story). */
export const RolloverPlanWithRemarks: Story = {
  parameters: onlyInMarket('india'),
  args: {
    title: 'Next payment',
    items: [
      {
        title: 'Rollover fee',
        remark: 'Pay now to extend 7 days',
        amount: '95000',
        time: '2025-04-13 00:00:00',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pay now to extend 7 days')).toBeVisible();
    await expect(canvas.getByText('₹950.00')).toBeVisible();
    // India's dates as a person reads them (market.dateLocale en-IN).
    await expect(canvas.getByText('13 Apr 2025')).toBeVisible();
  },
};

export const WithoutTitle: Story = { args: { title: undefined } };
