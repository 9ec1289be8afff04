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
  args: { tone: 'success', title: 'Successfully Sent', description: undefined },
};
