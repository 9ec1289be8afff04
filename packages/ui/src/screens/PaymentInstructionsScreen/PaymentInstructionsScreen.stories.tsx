import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld, useStoryWorld } from '../../stories-assets/market';
import { PaymentInstructionsScreen } from './PaymentInstructionsScreen';

/** Bill payment in the shown brand's market's two wallets and at its store, each with a picture. */
const fromWorld = ({ market, logos }: StoryWorld) => ({
  wallets: market.wallets.map((wallet, i) => ({
    name: wallet.name,
    steps: [...market.walletBillSteps[i === 0 ? 0 : 1]],
    image: { src: logos[i === 0 ? 0 : 1], alt: `${wallet.name} bill payment screen` },
  })),
  store: {
    name: market.store.name,
    steps: [...market.store.billSteps],
    image: { src: logos[2], alt: market.store.screen },
  },
});
const [gcash, maya] = philippineWorld.market.wallets;
const { store } = philippineWorld.market;

const meta = {
  title: 'Screens/PaymentInstructions',
  component: PaymentInstructionsScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    ...fromWorld(philippineWorld),
    walletSteps: ['Log in to your e-wallet.', 'Pay the exact amount.'],
    qrSteps: ['Tap Scan.', 'Scan the QR code.', 'Confirm the amount.'],
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

/** A tapped picture opens enlarged in a dialog; Close dismisses it. */
export const ImageEnlarged: Story = {
  // The enlarged picture is one market's wallet: another market's brand starts the screen afresh.
  render: function ImageEnlarged(args) {
    return <PaymentInstructionsScreen key={useStoryWorld().market.id} {...args} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Enlarge: ${maya.name} bill payment screen` }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: `${maya.name} bill payment screen`,
    });
    await expect(within(dialog).getByRole('img', { name: `${maya.name} bill payment screen` })).toBeVisible();
  },
};

/** The second view: the e-wallet steps and the QR-scan steps. */
export const ScanToPay: Story = {
  args: { defaultView: 'qr' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'E-wallet steps' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Bill payment' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('bills');
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
  args: { wallets: [], store: undefined, reference: { payCode: 'UPI-7720441109', amount: 522750 } },
  parameters: { market: () => ({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'E-wallet steps' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toBeVisible();
    for (const name of [gcash.name, maya.name, store.name])
      await expect(canvasElement).not.toHaveTextContent(name);
  },
};
