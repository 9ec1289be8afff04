import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { channelImage } from '../../stories-assets/images';
import { ToastViewport, toast } from '../Toast';
import { PayCodeBox } from './PayCodeBox';

const meta = {
  title: 'Components/PayCodeBox',
  component: PayCodeBox,
  tags: ['autodocs'],
  args: { code: '7720441190', onCopied: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastViewport />
      </>
    ),
  ],
  beforeEach: () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
      toast.clear();
    };
  },
} satisfies Meta<typeof PayCodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Repayment code type 1: the code with a copy button and the channel's image. */
export const WithChannelImage: Story = {
  args: { imageSrc: channelImage, imageAlt: 'Pay at any partner store' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Pay at any partner store' })).toHaveAttribute(
      'width',
      '240',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledWith(true));
    await expect(canvas.getByRole('status')).toHaveTextContent('copy success');
    // The toast has its own stories; clear it so the screenshot does not race its timer.
    toast.clear();
  },
};

/** Other types: no image, so a QR code is drawn from the code, with scan instructions. */
export const WithDrawnQr: Story = {
  args: { instructions: 'Open your e-wallet app and scan this code to pay.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'QR code of Repayment code 7720441190' }),
    ).toBeVisible();
  },
};

export const LongContractCode: Story = {
  args: { label: 'Contract code', code: 'CN2025031400012345678901' },
};
