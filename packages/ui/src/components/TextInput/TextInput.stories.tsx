import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
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
    const { givenName } = philippineWorld.market.people;
    await userEvent.type(input, givenName);
    await expect(args.onChange).toHaveBeenLastCalledWith(givenName);
  },
};

/** A borrower's name of the shown brand's market. */
const filled = ({ market }: StoryWorld) => ({ defaultValue: market.people.fullName });

export const Filled: Story = { args: filled(philippineWorld), parameters: { market: filled } };

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
