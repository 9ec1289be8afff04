import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ActionBar } from './ActionBar';
import { ActionLabel } from './ActionLabel';

const meta = {
  title: 'Components/ActionBar',
  component: ActionBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  // The bar is fixed to the viewport; a full-height canvas puts it in the screenshot.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: { children: null },
} satisfies Meta<typeof ActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleAction: Story = {
  render: function Render(args) {
    const onNext = fn();
    return (
      <ActionBar {...args}>
        <Button block onClick={onNext}>
          Next
        </Button>
      </ActionBar>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Actions' });
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

export const TwoActions: Story = {
  render: (args) => (
    <ActionBar {...args}>
      <Button block variant="secondary">
        Extend due date
      </Button>
      <Button block>REPAY</Button>
    </ActionBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Extend due date' })).toHaveFocus();
  },
};

/** Where money moves, the action carries the amount: one accessible name, the amount never split. */
export const WithAmount: Story = {
  render: (args) => (
    <ActionBar {...args}>
      <Button block>
        <ActionLabel label="Repay" amount={500000} />
      </Button>
    </ActionBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const repay = canvas.getByRole('button', { name: /^Repay [₱₹]5,?000\.00$/ });
    await expect(repay.querySelector('[data-nowrap="amount"]')).not.toBeNull();
  },
};

/** An unknown amount leaves the label alone: no bare currency symbol on the button. */
export const WithUnknownAmount: Story = {
  render: (args) => (
    <ActionBar {...args}>
      <Button block>
        <ActionLabel label="Repay" amount={undefined} />
      </Button>
    </ActionBar>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Repay' })).toBeVisible();
  },
};
