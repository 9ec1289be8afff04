import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyBlock } from './EmptyBlock';

const meta = {
  title: 'Components/EmptyBlock',
  component: EmptyBlock,
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'No data' })).toBeVisible();
  },
};

export const NoComplaints: Story = {
  args: { title: 'No complaints yet', description: 'Complaints you send will be listed here.' },
};

export const WithAction: Story = {
  args: { title: 'No orders', description: 'You have no loan orders yet.' },
  render: function Render(args) {
    const onBrowse = fn();
    return (
      <EmptyBlock
        {...args}
        actions={
          <Button block onClick={onBrowse}>
            Browse products
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browse products' }));
  },
};
