import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  tags: ['autodocs'],
  args: { label: 'Please rate this service', onChange: fn() },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unrated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

export const Rated: Story = { args: { defaultValue: 3 } };

export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '1 star' })).toBeChecked();
  },
};

export const Reset: Story = {
  render: function Render(args) {
    const [score, setScore] = useState(5);
    return (
      <>
        <StarRating {...args} value={score} onChange={setScore} />
        <Button variant="secondary" onClick={() => setScore(0)}>
          Cancel
        </Button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, value: 4, label: 'Your rating' } };
