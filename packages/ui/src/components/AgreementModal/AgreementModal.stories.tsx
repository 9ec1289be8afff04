import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { AgreementModal } from './AgreementModal';

// An offline agreement page; a data: URL is its own opaque origin, like a sandboxed page.
const agreementPage = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><body style="font:14px/1.5 sans-serif;margin:12px">' +
    '<h1 style="font-size:18px">Loan Agreement</h1><p>This agreement is made between the lender and the borrower.</p>' +
    '<p>1. The borrower repays the amount on the due date shown in the app.</p></body></html>',
)}`;

const meta = {
  title: 'Components/AgreementModal',
  component: AgreementModal,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, url: agreementPage, title: 'Loan Agreement', onCancel: fn(), onAgree: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgreementModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Loan Agreement' })).toHaveAttribute('open');
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('title', 'Loan Agreement');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    // The page renders but cannot reach us: sandboxed without allow-same-origin, its document is opaque.
    await waitFor(() => expect(frame.contentDocument).toBeNull());
  },
};

/** The opener shows Agree dismissing the modal; Cancel is the page's to handle (it closes the webview). */
function WithOpener(args: React.ComponentProps<typeof AgreementModal>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Loan Agreement</Button>
      <AgreementModal
        {...args}
        open={open}
        onAgree={() => {
          args.onAgree();
          setOpen(false);
        }}
      />
    </>
  );
}

export const AgreeDismisses: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const agree = canvas.getByRole('button', { name: 'Agree' });
    // Agree waits for the page to load.
    await waitFor(() => expect(agree).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(agree);
    await expect(args.onAgree).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

export const CancelReported: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A backdrop tap and Escape do nothing: only Cancel or Agree leave. */
export const MaskAndEscapeIgnored: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog');
    // showModal() puts focus inside the dialog, so Escape reaches it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog, { skipHover: true });
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
  },
};

/** The page did not load in time: the frame says so and offers to load it again (no blank white box). */
export const FrameFailed: Story = {
  args: { url: 'https://agreement.invalid/loan', timeoutMs: 0 },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('The agreement could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    // Nothing was read, so nothing can be agreed to: Agree stays disabled, described by the failure.
    const agree = body.getByRole('button', { name: 'Agree' });
    await expect(agree).toHaveFocus();
    await expect(agree).toHaveAttribute('aria-disabled', 'true');
    await expect(agree).toHaveAccessibleDescription('The agreement could not be loaded. Try again');
  },
};
