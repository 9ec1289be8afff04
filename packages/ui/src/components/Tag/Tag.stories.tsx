import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';
import { tagFills, tagTones } from './Tag.css';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'Fast approval' },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    fill: { control: 'inline-radio', options: tagFills },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fast approval')).toBeVisible();
  },
};

export const Outline: Story = { args: { fill: 'outline', children: 'Collection' } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'flex-start' }}>
      {tagFills.map((fill) => (
        <div key={fill} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {tagTones.map((tone) => (
            <Tag key={tone} {...args} tone={tone} fill={fill}>
              {tone}
            </Tag>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** A type name the server sends as a sentence wraps inside the tag, within the screen (issue 24). */
export const LongServerText: Story = {
  args: {
    fill: 'outline',
    children: 'Harassment by a collection agent who keeps calling my family members and my employer',
  },
  play: async ({ canvasElement }) => {
    const tag = within(canvasElement).getByText(/^Harassment by a collection agent/);
    const box = tag.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
    await expect(box.height).toBeGreaterThan(2 * Number.parseFloat(getComputedStyle(tag).lineHeight));
  },
};
