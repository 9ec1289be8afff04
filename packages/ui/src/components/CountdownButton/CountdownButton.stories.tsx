import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CountdownButton, type CountdownButtonHandle } from './CountdownButton';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  tags: ['autodocs'],
  args: { onPress: fn(), onLockedPress: fn() },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GetCode: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'get code' })).toBeEnabled();
  },
};

/** A fixed moment of the countdown (controlled `remaining`), so the screenshot never races the clock. */
export const CountingDown: Story = {
  args: { remaining: 42 },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resend in 42s' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onLockedPress).toHaveBeenCalledTimes(1);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const PressStartsCountdown: Story = {
  args: { remaining: undefined },
  render: function Render(args) {
    // Held at its first second for the screenshot: the controlled value only moves when we let it.
    const [left, setLeft] = useState(0);
    return (
      <CountdownButton
        {...args}
        remaining={left}
        onRemainingChange={(s) => setLeft((prev) => (prev ? prev : s))}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'get code' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Resend in 60s' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Resend in 60s' }));
    await expect(args.onLockedPress).toHaveBeenCalledTimes(1);
  },
};

export const CancelResets: Story = {
  render: function Render(args) {
    const ref = useRef<CountdownButtonHandle>(null);
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        <CountdownButton {...args} ref={ref} />
        <Button variant="secondary" onClick={() => ref.current?.reset()}>
          Cancel
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'get code' }));
    await expect(canvas.getByRole('button', { name: /^Resend in \d+s$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'get code' })).toBeVisible();
  },
};
