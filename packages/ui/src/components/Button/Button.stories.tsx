import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { Button } from './Button';
import { buttonVariants } from './Button.css';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Next', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

/** A way on inside content, beside a screen's one primary: text only, the touch target kept. */
const callOf = ({ market }: StoryWorld) => ({ children: `Call ${market.phones.mobile}` });

export const Tertiary: Story = {
  // The number of the shown brand's market.
  args: { variant: 'tertiary', ...callOf(philippineWorld) },
  parameters: { market: callOf },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: String(args.children) });
    await expect(getComputedStyle(button).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Tab shows the ring in the brand's focus colour; a click does not (Primary's shot has none). */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { block: true, children: 'Repayment' } };

export const Loading: Story = {
  args: { loading: true, block: true, children: 'Sending' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sending' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 7; i++) await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
