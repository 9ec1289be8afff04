import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** The message asks to refresh or contact customer service: both are buttons under it (issue 23). */
export const WithWaysOn: Story = {
  args: { onRetry: fn(), onContact: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.message)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};
