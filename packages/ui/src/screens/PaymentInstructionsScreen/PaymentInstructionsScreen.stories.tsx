import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { channelScreen } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { PaymentInstructionsScreen } from './PaymentInstructionsScreen';

/** The second view's steps, in the shown brand's words (the QR is the one on the borrower's repayment page). */
const stepsOf = ({ text }: StoryWorld) => ({
  walletSteps: [
    text('repayment.guide.wallet1'),
    text('repayment.guide.wallet2'),
    text('repayment.guide.wallet3'),
  ],
  qrSteps: [
    text('repayment.guide.qr1'),
    text('repayment.guide.qr2'),
    text('repayment.guide.qr3'),
    text('repayment.guide.qr4'),
  ],
});

/** Bill payment in the shown brand's market's wallets (India's UPI apps) and at its store or BBPS, each with a picture. */
const localGuideOf = ({ market }: StoryWorld) => ({
  wallets: market.wallets.map((wallet, i) => ({
    name: wallet.name,
    steps: [...(market.walletBillSteps[i] ?? [])],
    image: { src: channelScreen(wallet.name), alt: `${wallet.name} bill payment screen` },
  })),
  store: {
    name: market.store.name,
    steps: [...market.store.billSteps],
    image: { src: channelScreen(market.store.name), alt: market.store.screen },
  },
});
/** The market's local guide and the second view's steps. */
const fromWorld = (world: StoryWorld) => ({
  ...stepsOf(world),
  ...localGuideOf(world),
});
const [gcash, maya] = philippineWorld.market.wallets;
const { store } = philippineWorld.market;

const meta = {
  title: 'Screens/PaymentInstructions',
  component: PaymentInstructionsScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    ...fromWorld(philippineWorld),
    onViewChange: fn(),
  },
} satisfies Meta<typeof PaymentInstructionsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bill payment in two e-wallets and at a store, each with its steps and a picture. */
export const BillPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Bill payment' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: `Bill payment in ${gcash.name}` })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `Bill payment in ${maya.name}` })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `Payment at ${store.name}` })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: `Steps in ${gcash.name}` })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/**
 * A tapped picture opens enlarged in a dialog; Close dismisses it. The shot shows it open: the second
 * wallet's picture, which in another market's brand is that market's second wallet (the screen keeps
 * the place enlarged, not the picture).
 */
export const ImageEnlarged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const enlarge = () =>
      userEvent.click(canvas.getByRole('button', { name: `Enlarge: ${maya.name} bill payment screen` }));
    await enlarge();
    const dialog = await body.findByRole('dialog', { name: `${maya.name} bill payment screen` });
    await expect(within(dialog).getByRole('img', { name: `${maya.name} bill payment screen` })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await enlarge();
    await expect(await body.findByRole('dialog', { name: `${maya.name} bill payment screen` })).toBeVisible();
  },
};

/** The second view: the e-wallet steps and the QR-scan steps; the tabs switch and say so. The shot is the second view. */
export const ScanToPay: Story = {
  args: { defaultView: 'qr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scan = canvas.getByRole('tab', { name: 'Scan to pay' });
    await expect(scan).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'E-wallet steps' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Bill payment' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('bills');
    await expect(canvas.getByRole('tab', { name: 'Bill payment' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(scan);
    await expect(args.onViewChange).toHaveBeenLastCalledWith('qr');
    await expect(scan).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toBeVisible();
  },
};

/** The requestType=1 link: the reference number as the hero with one copy action, and the amount to pay. */
export const WithReference: Story = {
  args: { reference: { payCode: 'DP-7720441109', amount: 522750 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Reference No.' });
    await expect(within(card).getByRole('group', { name: 'Reference No.' })).toHaveTextContent(
      'DP-7720441109',
    );
    await expect(within(card).getByText('₱5227.50')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent('Reference_no');
  },
};

/** A market without a local guide (India): the generic e-wallet and QR steps, no tabs and no Philippine channel. */
export const WithoutLocalGuide: Story = {
  // The reference is the lender's own (no payment rail's prefix); the QR steps point to the repayment page's QR.
  args: { wallets: [], store: undefined, reference: { payCode: '7720441109', amount: 522750 } },
  parameters: { market: stepsOf },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toHaveTextContent(
      'Scan the QR code shown on your repayment page.',
    );
    await expect(canvas.getByRole('list', { name: 'E-wallet steps' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toBeVisible();
    for (const name of [gcash.name, maya.name, store.name])
      await expect(canvasElement).not.toHaveTextContent(name);
  },
};
