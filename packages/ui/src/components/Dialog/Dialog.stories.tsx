import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Illustration } from '../Illustration';
import { Alert } from './Alert';
import { Confirm } from './Confirm';
import { Dialog } from './Dialog';
import { dialogPlacements } from './Dialog.css';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { placement: { control: 'inline-radio', options: dialogPlacements } },
  args: {
    open: true,
    onClose: fn(),
    title: 'Before you go',
    children: 'You have not finished your application. Do you want to leave?',
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog with an opener, so stories can prove focus, Escape and the backdrop in real Chromium. */
function WithOpener(args: React.ComponentProps<typeof Dialog>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <p>Background content that must not be reachable while the dialog is open.</p>
      <Dialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Agree</Button>
          </>
        }
      />
    </>
  );
}

export const Open: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = canvas.getByRole('dialog', { name: 'Before you go' });
    await expect(dialog).toHaveAttribute('open');
    // showModal(): focus moves into the dialog and the page behind is inert.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const opener = canvas.getByRole('button', { name: 'Open', hidden: true });
    const box = opener.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(dialog);
    // The page is pinned (iOS-safe scroll lock).
    await expect(document.body.style.position).toBe('fixed');
  },
};

export const EscapeCloses: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(document.body.style.position).toBe('');
    // Reopen, so the review screenshot shows the dialog.
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(canvas.getByRole('dialog')).toHaveAttribute('open');
  },
};

export const BackdropCloses: Story = {
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('dialog'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(canvas.getByRole('dialog')).toHaveAttribute('open');
  },
};

export const MaskNotClosable: Story = {
  args: { title: 'Please rate this service', children: 'Your rating helps us improve.', maskClosable: false },
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('dialog'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog')).toHaveAttribute('open');
  },
};

export const EscapeDisabled: Story = {
  args: { title: 'Good to know', children: 'Please add a bank card before you repay.', escClosable: false },
  render: (args) => <WithOpener {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog')).toHaveAttribute('open');
  },
};

export const BottomSheet: Story = {
  args: { placement: 'bottom', title: 'Choose how to repay', children: 'Pick the channel you repay with.' },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('dialog', { name: 'Choose how to repay' });
    const box = dialog.getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
  },
};

export const AlertDialog: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    return (
      <Alert
        open={open}
        title="Complaint sent"
        content="We will handle your complaint within 3 weekdays."
        onConfirm={() => setOpen(false)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('dialog', { name: 'Complaint sent' })).toHaveAttribute('open');
    await expect(canvas.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};

export const ConfirmDialog: Story = {
  render: function Render() {
    const [open, setOpen] = useState(true);
    const [answer, setAnswer] = useState('none');
    return (
      <>
        <Button onClick={() => setOpen(true)}>Leave</Button>
        <p>Answer: {answer}</p>
        <Confirm
          open={open}
          title="Before you go"
          content="You have not finished your application. Do you want to leave?"
          confirmText="Agree"
          onConfirm={() => {
            setAnswer('agree');
            setOpen(false);
          }}
          onCancel={() => {
            setAnswer('cancel');
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Answer: cancel')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Agree' }));
    await expect(canvas.getByText('Answer: agree')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }));
    await expect(canvas.getByRole('dialog', { name: 'Before you go' })).toHaveAttribute('open');
  },
};

/** A dialog whose other action leaves: it opens on the safe action and says in one line what the other does. */
export const ConfirmSafeActionWithNote: Story = {
  render: () => (
    <Confirm
      open
      title="Before you go"
      content="Your loan is almost ready. Leaving now cancels this application."
      confirmText="Agree"
      safeAction="confirm"
      note="Cancel closes this page and takes you back to the app."
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Before you go',
    });
    await expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus();
    await expect(dialog).toHaveAccessibleDescription(
      /Cancel closes this page and takes you back to the app\.$/,
    );
  },
};

/** A picture above the title (the retention popup's): decoration, so the dialog's name is still its title. */
export const ConfirmWithMedia: Story = {
  render: () => (
    <Confirm
      open
      media={<Illustration name="pending" size={72} />}
      title="Are you sure you want to leave?"
      content="Your loan is almost ready. Leaving now cancels this application."
      confirmText="Stay"
      cancelText="Leave"
      safeAction="confirm"
      onConfirm={() => {}}
      onCancel={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Are you sure you want to leave?',
    });
    await expect(dialog.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
