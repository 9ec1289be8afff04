import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { AmountDash, UnknownAmount } from './UnknownAmount';

const meta = {
  title: 'Components/UnknownAmount',
  component: UnknownAmount,
  tags: ['autodocs'],
  args: {
    message:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
  },
} satisfies Meta<typeof UnknownAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dash stands where the amount would be; the message says why, and the disabled button points at it. */
export const WithDisabledPay: Story = {
  args: { id: 'amount-unknown' },
  render: (args) => (
    <div>
      <p>
        <AmountDash />
      </p>
      <UnknownAmount {...args} />
      <Button block disabled aria-describedby={args.id}>
        Pay
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText(args.message)).toBeVisible();
    const pay = canvas.getByRole('button', { name: 'Pay' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription(args.message);
    await expect(canvasElement).not.toHaveTextContent(/undefined|NaN/);
  },
};
