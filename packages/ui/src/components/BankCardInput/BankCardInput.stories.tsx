import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { BankCardInput } from './BankCardInput';

const meta = {
  title: 'Components/BankCardInput',
  component: BankCardInput,
  tags: ['autodocs'],
  args: { label: 'Card number', placeholder: '0000 0000 0000 0000', onChange: fn() },
} satisfies Meta<typeof BankCardInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupsOfFour: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card number' });
    await userEvent.type(input, '6214830112345678');
    await expect(input).toHaveValue('6214 8301 1234 5678');
    await expect(args.onChange).toHaveBeenLastCalledWith('6214830112345678');
  },
};

export const CaretKeptInPlace: Story = {
  args: { defaultValue: '62148301' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Card number' }) as HTMLInputElement;
    await userEvent.type(input, '9', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    await expect(input).toHaveValue('6291 4830 1');
    await expect(input.selectionStart).toBe(3);
    input.blur();
  },
};

/** The app's own message, in the shown brand's words (the spec's in the default brand). */
const withError = ({ text }: StoryWorld) => ({ error: text('repay.chooseCard') });

export const WithError: Story = {
  args: { defaultValue: '621483', ...withError(philippineWorld) },
  parameters: { market: withError },
};
