import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productLogo, productLogoAlt, productLogoThird } from '../../stories-assets/images';
import { PaymentInstructionsScreen } from './PaymentInstructionsScreen';

const meta = {
  title: 'Screens/PaymentInstructions',
  component: PaymentInstructionsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    wallets: [
      {
        name: 'GCash',
        steps: [
          'Open GCash and tap Bills.',
          'Choose Dragonpay.',
          'Enter your reference number and the amount.',
        ],
        image: { src: productLogo, alt: 'GCash bill payment screen' },
      },
      {
        name: 'Maya',
        steps: [
          'Open Maya and tap Bills.',
          'Search for Dragonpay.',
          'Enter your reference number and the amount.',
        ],
        image: { src: productLogoAlt, alt: 'Maya bill payment screen' },
      },
    ],
    store: {
      name: '7-Eleven',
      steps: ['At the CLiQQ kiosk, choose Bills Payment.', 'Print the slip and pay at the counter.'],
      image: { src: productLogoThird, alt: '7-Eleven CLiQQ screen' },
    },
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
    await expect(canvas.getByRole('region', { name: 'Bill payment in GCash' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Bill payment in Maya' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Payment at 7-Eleven' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Steps in GCash' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  },
};

/** A tapped picture opens enlarged in a dialog; Close dismisses it. */
export const ImageEnlarged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enlarge: Maya bill payment screen' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Maya bill payment screen',
    });
    await expect(within(dialog).getByRole('img', { name: 'Maya bill payment screen' })).toBeVisible();
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'E-wallet steps' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'QR-scan steps' })).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/GCash|Maya|7-Eleven/);
  },
};
