import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastViewport, toast } from '../../components/Toast';
import { payCodeQr as qrImage } from '../../stories-assets/fixtures';
import { channelImage } from '../../stories-assets/images';
import { onlyInMarket } from '../../stories-assets/market';
import { RepaymentCodeScreen } from './RepaymentCodeScreen';

const meta = {
  title: 'Screens/RepaymentCode',
  component: RepaymentCodeScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    showType: '1',
    payCode: '7720 4411 0923',
    payCodeImg: channelImage,
    amount: 522750,
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastViewport />
      </>
    ),
  ],
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof RepaymentCodeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 1: the code as the hero with one copy action, the amount to pay and the channel image, in one card; copying toasts 'copy success'. */
export const CodeWithCopy: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    return () => Reflect.deleteProperty(navigator, 'clipboard');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Repayment code' });
    await expect(within(card).getByText('₱5227.50')).toBeVisible();
    await expect(within(card).getByRole('group', { name: 'Repayment code' })).toHaveTextContent(
      '7720 4411 0923',
    );
    await expect(within(card).getByRole('img', { name: 'Payment channel' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('copy success'));
    // The toast lasts 2 s; clear it so the screenshot does not race its timer.
    toast.clear();
  },
};

/** Type 1 with amounts in the provider's money format: India's brand provides en-IN rupees (India's story). */
export const Rupee: Story = {
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹5,227.50')).toBeVisible();
  },
};

/** Another type with the server's QR image: the image and the scan steps, no copy. */
export const QrImage: Story = {
  args: { showType: '2', payCodeImg: qrImage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Scan to pay' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code to pay' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'How to pay' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copy' })).toBeNull();
  },
};

/** Another type without an image: the QR is drawn from the pay code. */
export const QrDrawn: Story = {
  args: { showType: '2', payCodeImg: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const qr = canvas.getByRole('img', { name: 'QR code to pay' });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The link's amount is not a number: a dash and the message stand for it; the code still shows. */
export const AmountMissing: Story = {
  args: {
    showType: '1',
    payCode: '7720441109',
    amount: 'undefined',
    amountMissing:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
    onContact: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Repayment code' });
    await expect(card).toHaveTextContent(args.amountMissing ?? '');
    await expect(card).not.toHaveTextContent(/undefined|NaN|₱/);
    await expect(within(card).getByText('7720441109')).toBeVisible();
    // The amount rides in the link: customer service is the way on (issue 23).
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** A QR page's receipt (issue 24): the code as text under the QR, the due date, Save QR and Share code. */
export const ReceiptShare: Story = {
  args: {
    showType: '2',
    payCodeImg: undefined,
    dueDate: '2026-12-20',
    onSaveQr: fn(),
    onShare: fn(),
    canShare: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvasElement.querySelector('dl[aria-label="Payment summary"]') as HTMLElement;
    await expect(within(receipt).getByText('7720 4411 0923')).toBeVisible();
    await expect(within(receipt).getByText('2026-12-20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save QR' }));
    await expect(args.onSaveQr).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Share code' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** Where the device cannot share, a QR page's button copies the code (the container toasts 'copy success'). */
export const ReceiptCopyFallback: Story = {
  args: { showType: '2', payCodeImg: undefined, onSaveQr: fn(), onShare: fn(), canShare: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Share code' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** Type 1 where the device can share: Share code beside the card's Copy; no QR to save; its steps fill the lower half. */
export const CodeShare: Story = {
  args: { onShare: fn(), canShare: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share code' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Save QR' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'How to pay' })).toBeVisible();
  },
};

/** Type 1 where the device cannot share: the card's Copy is the one way to take the code. */
export const CodeNoShare: Story = {
  args: { onShare: fn(), canShare: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Share code|Copy code/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Copy' })).toHaveLength(1);
  },
};

/** Save QR while the image is made, and once it is saved. */
export const QrSaving: Story = {
  args: { showType: '2', payCodeImg: undefined, onSaveQr: fn(), onShare: fn(), saveState: 'saving' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save QR' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const QrSaved: Story = {
  args: { showType: '2', payCodeImg: undefined, onSaveQr: fn(), onShare: fn(), saveState: 'saved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'QR saved' })).toBeVisible();
  },
};

/** Only the server's QR image (no code): Save QR keeps the image; there is no code to share. */
export const QrImageSave: Story = {
  args: { showType: '2', payCode: '', payCodeImg: qrImage, onSaveQr: fn(), onShare: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save QR' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Share code|Copy code/ })).toBeNull();
  },
};
