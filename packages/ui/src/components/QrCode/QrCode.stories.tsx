import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';
import { qrErrorLevels } from './qrPath';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  argTypes: { level: { control: 'inline-radio', options: qrErrorLevels } },
  args: { value: '7720441190', label: 'QR code of repayment code 7720441190' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PayCode: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'QR code of repayment code 7720441190' });
    await expect(image.getBoundingClientRect().width).toBe(176);
  },
};

export const LongUrl: Story = {
  args: {
    value: 'https://pay.example.com/r/7720441190?channel=store&amount=520000',
    label: 'QR code to pay at a store',
  },
};

export const Small: Story = { args: { size: 120 } };

export const HighErrorCorrection: Story = { args: { level: 'H' } };
