import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastViewport, toast } from '../../components/Toast';
import { channelMark } from '../../stories-assets/images';
import { onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { RepaymentCode2Screen } from './RepaymentCode2Screen';

/** The store's title and the steps at the store and in the first wallet, as the shown brand's market's server sends them. */
const fromWorld = ({ market }: StoryWorld) => ({
  title: market.store.title,
  logo: channelMark(market.store.name),
  groups: [
    { name: market.store.name, steps: [...market.store.steps] },
    { name: market.wallets[0].name, steps: [...market.walletSteps] },
  ],
});
const { store, wallets } = philippineWorld.market;

const meta = {
  title: 'Screens/RepaymentCode2',
  component: RepaymentCode2Screen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  // The QR's chunk is there before the story renders, so its shot holds the QR, not its room.
  loaders: [async () => ({ qr: await import('../../components/QrCode') })],
  args: {
    ...fromWorld(philippineWorld),
    code: '7123 4567 8901',
    amount: 522750,
    instructionsHref: '/dragonpayPaymentInstructions?orderId=o-174&productId=p-100',
  },
} satisfies Meta<typeof RepaymentCode2Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code, the total and the steps of each channel as an ordered list. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: store.title })).toBeVisible();
    await expect(canvas.getByText('₱5227.50')).toBeVisible();
    const gcash = canvas.getByRole('region', { name: `How to pay at ${wallets[0].name}` });
    await expect(within(gcash).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'More ways to pay' })).toHaveAttribute(
      'href',
      '/dragonpayPaymentInstructions?orderId=o-174&productId=p-100',
    );
    // No Save QR, no QR: the page shows a QR only where it offers to keep one.
    await expect(canvas.queryByRole('img', { name: 'QR code to pay' })).toBeNull();
  },
};

/** Copy puts the code on the clipboard and toasts 'copy success'. */
export const Copies: Story = {
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastViewport />
      </>
    ),
  ],
  beforeEach: () => () => toast.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('copy success'));
    // The toast times out on its own clock: clear it so the screenshot does not race it.
    toast.clear();
  },
};

/** No pay code: the contract number stands in; amounts in India's en-IN rupees (India's story). */
export const ContractNumberRupee: Story = {
  args: {
    code: 'CN-2026-000174',
    codeLabel: 'Contract number',
    logo: undefined,
    title: 'Repayment code',
  },
  parameters: {
    ...onlyInMarket('india'),
    market: (world: StoryWorld) => ({ groups: fromWorld(world).groups }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contract number')).toBeVisible();
    await expect(canvas.getByText('₹5,227.50')).toBeVisible();
  },
};

/** No steps from the server: the card and the way on to the other channels (the app always links them), no invented steps. */
export const WithoutSteps: Story = {
  args: { groups: [] },
  parameters: { market: (world: StoryWorld) => ({ ...fromWorld(world), groups: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'More ways to pay' })).toBeVisible();
  },
};

/** The answer had no amount: a dash and the message instead of the total; the code still shows. */
export const AmountMissing: Story = {
  args: {
    amount: '',
    amountMissing:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
    onRetry: fn(),
    onContact: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.amountMissing ?? '')).toBeVisible();
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/undefined|NaN|₱/);
    // The message asks to refresh or contact customer service: both are buttons under it (issue 23).
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** The receipt in the code's card (issue 24): the due date, Save QR and Share code (the heading says where to pay). */
export const Receipt: Story = {
  args: { dueDate: '2026-12-20', onSaveQr: fn(), onShare: fn(), canShare: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const receipt = canvasElement.querySelector('dl[aria-label="Payment summary"]') as HTMLElement;
    await expect(within(receipt).getByText('Due date')).toBeVisible();
    await expect(within(receipt).getByText('2026-12-20')).toBeVisible();
    // Save QR keeps a QR the borrower can see: it is drawn above the button (issue 24 review).
    const qr = await canvas.findByRole('img', { name: 'QR code to pay' });
    await expect(qr).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save QR' });
    await expect(qr.getBoundingClientRect().bottom).toBeLessThanOrEqual(save.getBoundingClientRect().top);
    await userEvent.click(canvas.getByRole('button', { name: 'Share code' }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
  },
};

/** Saved, on a device that cannot share: Save QR says it is saved; the card's Copy is the way to take the code. */
export const ReceiptSavedCopy: Story = {
  args: {
    dueDate: '2026-12-20',
    onSaveQr: fn(),
    onShare: fn(),
    canShare: false,
    saveState: 'saved',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'QR saved' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code to pay' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Share code|Copy code/ })).toBeNull();
  },
};
