import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toast } from './store';
import { ToastViewport } from './Toast';

// Stories show each toast for a minute so the screenshot never races the timer; the default
// durations (3000 ms, info 2000 ms) are proven with fake timers in Toast.test.tsx.
const HOLD_MS = 60_000;

const meta = {
  title: 'Components/Toast',
  component: ToastViewport,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  render: () => (
    <>
      <Button onClick={() => toast.info('copy success', HOLD_MS)}>Copy</Button>
      <ToastViewport />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('copy success');
  },
};

export const Success: Story = {
  render: () => (
    <>
      <Button onClick={() => toast.success('Successful demonstration！', HOLD_MS)}>Send rating</Button>
      <ToastViewport />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send rating' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Successful demonstration！');
  },
};

export const Fail: Story = {
  render: () => (
    <>
      <Button onClick={() => toast.fail('verification code wrong', HOLD_MS)}>Confirm</Button>
      <ToastViewport />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('verification code wrong');
  },
};

export const Loading: Story = {
  render: () => (
    <>
      <Button onClick={() => toast.loading()}>Load</Button>
      <ToastViewport />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('loading...');
  },
};

export const NewReplacesOld: Story = {
  render: () => (
    <>
      <Button onClick={() => toast.info('Please fill in your comments and suggestions', HOLD_MS)}>
        Send
      </Button>
      <Button variant="secondary" onClick={() => toast.success('Upload succeeded!', HOLD_MS)}>
        Upload
      </Button>
      <ToastViewport />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Upload succeeded!'));
    await expect(canvas.queryByText('Please fill in your comments and suggestions')).toBeNull();
  },
};
