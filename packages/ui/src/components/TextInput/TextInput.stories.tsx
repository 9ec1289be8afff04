import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from './TextInput';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  tags: ['autodocs'],
  args: { label: 'Name', placeholder: 'Your full name', onChange: fn() },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Juan');
    await expect(args.onChange).toHaveBeenLastCalledWith('Juan');
  },
};

export const Filled: Story = { args: { defaultValue: 'Juan dela Cruz' } };

export const WithHint: Story = {
  args: {
    label: 'E-mail',
    type: 'email',
    hint: 'We send the receipt here.',
    placeholder: 'name@example.com',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'We send the receipt here.',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: '', error: 'Please provide complete information!' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please provide complete information!');
  },
};
