import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { SmsCodeInput } from './SmsCodeInput';

const meta = {
  title: 'Components/SmsCodeInput',
  component: SmsCodeInput,
  tags: ['autodocs'],
  args: { label: 'SMS code', placeholder: '6-digit code', onChange: fn() },
} satisfies Meta<typeof SmsCodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'SMS code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345678');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

/** The app's own message, in the shown brand's words (the spec's in the default brand). */
const withError = ({ text }: StoryWorld) => ({ error: text('repay.wrongCode') });

export const WithError: Story = {
  args: { defaultValue: '123', ...withError(philippineWorld) },
  parameters: { market: withError },
};
