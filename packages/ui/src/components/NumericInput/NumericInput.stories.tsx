import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumericInput } from './NumericInput';

const meta = {
  title: 'Components/NumericInput',
  component: NumericInput,
  tags: ['autodocs'],
  args: { label: 'Account number', onChange: fn() },
} satisfies Meta<typeof NumericInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StripsNonDigits: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account number' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12-34 ab56');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
  },
};

export const WithError: Story = { args: { defaultValue: '12', error: 'Enter your account number' } };
