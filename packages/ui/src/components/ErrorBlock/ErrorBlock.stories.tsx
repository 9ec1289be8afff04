import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ErrorBlock } from './ErrorBlock';

const meta = {
  title: 'Components/ErrorBlock',
  component: ErrorBlock,
  tags: ['autodocs'],
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  args: { description: 'The server took too long to answer. Check your connection and try again.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A retry in flight ignores further presses. */
export const Retrying: Story = {
  args: { description: 'Loading again…', retrying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The server's message is shown as text, markup and all. */
export const ServerMessage: Story = {
  args: { title: 'Could not load your order', description: 'Order <b>not</b> found (code 40012)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Order <b>not</b> found (code 40012)')).toBeVisible();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, description: 'This link has expired.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithExtraAction: Story = {
  args: { description: 'The server took too long to answer.' },
  render: function Render(args) {
    const onBack = fn();
    return (
      <ErrorBlock
        {...args}
        actions={
          <Button block variant="secondary" onClick={onBack}>
            Back to home
          </Button>
        }
      />
    );
  },
};
