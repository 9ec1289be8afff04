import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioList } from './RadioList';

const meta = {
  title: 'Components/RadioList',
  component: RadioList,
  tags: ['autodocs'],
  args: {
    label: 'Select question type',
    onChange: fn(),
    options: [
      { label: 'Collection', value: '1', description: 'Calls or messages about overdue repayment' },
      { label: 'Repayment', value: '2' },
      { label: 'Loan amount', value: '3' },
      { label: 'Other', value: '4', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Select question type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Repayment' }));
    await expect(args.onChange).toHaveBeenCalledWith('2');
    await expect(canvas.getByRole('radio', { name: 'Repayment' })).toBeChecked();
  },
};

export const Chosen: Story = { args: { defaultValue: '3' } };

export const KeyboardChoice: Story = {
  args: { defaultValue: '1' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Collection/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Repayment' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('2');
  },
};
