import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastViewport, toast } from '../Toast';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Components/CopyButton',
  component: CopyButton,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { text: '7720 4411 9023', onCopied: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <p>Repayment code: 7720 4411 9023</p>
        <Story />
        <ToastViewport />
      </div>
    ),
  ],
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces navigator.clipboard for one story; returns the restore function. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'clipboard');
}

export const Copies: Story = {
  beforeEach: () => stubClipboard(() => Promise.resolve()),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(true));
    await expect(canvas.getByRole('status')).toHaveTextContent('copy success');
    // The toast lasts 2 s; clear it so the screenshot does not race its timer (Toast stories show toasts).
    toast.clear();
  },
};

/** An Android webview rejects writeText: the hidden-textarea fallback copies instead. */
export const FallbackWhenClipboardRejects: Story = {
  args: { children: 'Copy code' },
  beforeEach: () => stubClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError'))),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalled());
    await expect(args.onCopied).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('status')).toHaveTextContent('copy success');
    toast.clear();
  },
};
