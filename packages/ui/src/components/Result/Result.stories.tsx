import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Result, resultTones } from './Result';

const meta = {
  title: 'Components/Result',
  component: Result,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: resultTones } },
  args: { title: 'Page not found', description: 'This link does not lead to a page of the app.' },
} satisfies Meta<typeof Result>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const ErrorWithRetry: Story = {
  args: {
    tone: 'error',
    title: 'Something went wrong',
    description: 'The server took too long to answer. Check your connection and try again.',
  },
  render: function Render(args) {
    const onRetry = fn();
    return (
      <Result
        {...args}
        actions={
          <Button block onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  },
};

export const Empty: Story = { args: { tone: 'empty', title: 'No complaints yet', description: undefined } };

export const Success: Story = {
  args: { tone: 'success', title: 'Complaint sent', description: undefined },
};

/** A payment the lender has not confirmed yet. */
export const Pending: Story = {
  args: {
    tone: 'pending',
    title: 'Payment in progress',
    description: 'We will update your loan as soon as the bank confirms the payment.',
  },
};

/** No connection: the picture is decoration, the heading says it. */
export const Offline: Story = {
  args: { tone: 'offline', title: 'No connection', description: 'Check your mobile data or Wi-Fi.' },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'No connection' });
    await expect(section.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
