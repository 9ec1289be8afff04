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

/** Not found: a retry cannot change the server's answer, so the way on is customer service, not Try again. */
export const NotFoundContact: Story = {
  args: {
    onRetry: undefined,
    onContact: fn(),
    title: 'Could not load your order',
    description: 'Order not found',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Contact/ }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** An expired session: only the native login helps, so Log in again and never Try again. */
export const SessionExpired: Story = {
  args: {
    onRetry: undefined,
    onLogIn: fn(),
    title: 'Your session has ended',
    description: 'For your security, please log in again to continue.',
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in again' }));
    await expect(args.onLogIn).toHaveBeenCalledTimes(1);
  },
};

/** A retry that may pass comes first; customer service stays secondary beside it. */
export const RetryThenContact: Story = {
  args: { description: 'The server took too long to answer.', onContact: fn() },
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Try again', expect.stringMatching(/Contact/)]);
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
