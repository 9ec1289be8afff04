import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { PhoneInput } from './PhoneInput';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  tags: ['autodocs'],
  args: { label: 'Mobile', placeholder: 'Mobile number', onChange: fn() },
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ElevenDigitsAtMost: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '139-1234-56789');
    await expect(input).toHaveValue('13912345678');
    await expect(args.onChange).toHaveBeenLastCalledWith('13912345678');
  },
};

/** The app's own message, in the shown brand's words (the spec's in the default brand). */
const withError = ({ text }: StoryWorld) => ({ error: text('register.wrongMobile') });

export const WithError: Story = {
  args: { defaultValue: '1391234', ...withError(philippineWorld) },
  parameters: { market: withError },
};
