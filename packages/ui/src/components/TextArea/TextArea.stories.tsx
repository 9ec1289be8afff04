import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: {
    label: 'Problem description',
    placeholder: 'Please describe your problem',
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Problem description' }), 'Late fee');
    await expect(args.onChange).toHaveBeenLastCalledWith('Late fee');
    await expect(canvas.getByText('8/200')).toBeVisible();
  },
};

export const AtTheLimit: Story = {
  args: { defaultValue: 'My repayment was not credited. '.repeat(7).slice(0, 199) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Problem description' });
    await userEvent.type(box, 'xyz');
    await expect(box).toHaveValue(`${'My repayment was not credited. '.repeat(7).slice(0, 199)}x`);
    await expect(canvas.getByText('200/200')).toBeVisible();
  },
};

export const PasteIsCut: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Problem description' });
    await userEvent.click(box);
    await userEvent.paste('0123456789'.repeat(25));
    await expect(box).toHaveValue('0123456789'.repeat(20));
    await expect(args.onChange).toHaveBeenLastCalledWith('0123456789'.repeat(20));
    await expect(canvas.getByText('200/200')).toBeVisible();
  },
};

export const WithError: Story = { args: { error: 'Please fill in your comments and suggestions' } };

export const ReadOnly: Story = {
  args: {
    label: 'Content',
    readOnly: true,
    value: 'I repaid on 2024-05-03 but the order still shows as overdue.',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveAttribute('readonly');
    // Nothing is typed in a read-only field, so nothing is counted.
    await expect(canvas.queryByText('60/200')).toBeNull();
  },
};
