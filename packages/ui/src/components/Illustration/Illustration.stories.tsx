import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Illustration, illustrations } from './Illustration';

const meta = {
  title: 'Components/Illustration',
  component: Illustration,
  tags: ['autodocs'],
  argTypes: { name: { control: 'inline-radio', options: illustrations } },
  args: { name: 'success' },
} satisfies Meta<typeof Illustration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every picture in the brand's colours: halo and sparkles from the brand, the disc from the status. */
export const All: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {illustrations.map((name) => (
        <Illustration key={name} {...args} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const pictures = canvasElement.querySelectorAll('svg');
    await expect(pictures).toHaveLength(illustrations.length);
    // Decoration: the block around it names what it shows.
    for (const picture of pictures) await expect(picture).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Small: Story = { args: { name: 'pending', size: 64 } };
