import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { skeletonShapes } from './Skeleton.css';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Three 16 px lines with 8 px gaps reserve exactly 64 px. */
export const Paragraph: Story = {
  args: { rows: 3, lastRowWidth: '60%' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-state="loading"]') as HTMLElement;
    await expect(root.getBoundingClientRect().height).toBe(64);
  },
};

export const Block: Story = {
  args: { shape: 'rect', width: 328, height: 120 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-state="loading"]') as HTMLElement;
    const box = root.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([328, 120]);
  },
};

export const LogoCircle: Story = { args: { shape: 'circle', width: 40, height: 40 } };

/** The bars are hidden from assistive technology; only the status is read. */
export const HiddenFromScreenReaders: Story = {
  args: { rows: 2, label: 'Loading repayment details' },
  play: async ({ canvasElement }) => {
    const bars = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(bars).toHaveLength(2);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading repayment details');
  },
};
