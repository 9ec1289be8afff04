import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 5, label: 'unread replies' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 unread replies' })).toHaveTextContent('5');
  },
};

export const Overflow: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '99+ unread replies' })).toHaveTextContent(
      '99+',
    );
  },
};

export const Dot: Story = { args: { dot: true, label: 'new', count: undefined } };

export const OnAButton: Story = {
  args: { count: 3 },
  render: (args) => (
    <div style={{ padding: 12 }}>
      <Badge {...args}>
        <Button variant="secondary">My complaints</Button>
      </Badge>
    </div>
  ),
};
