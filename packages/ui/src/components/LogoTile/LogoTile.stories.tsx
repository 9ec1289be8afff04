import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productLogo } from '../../stories-assets/images';
import { LogoTile } from './LogoTile';

const meta = {
  title: 'Components/LogoTile',
  component: LogoTile,
  tags: ['autodocs'],
  args: { name: 'HDFC Bank' },
} satisfies Meta<typeof LogoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo from the server: the bank's initials in the brand's colours, never a blank square. */
export const Initials: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <LogoTile {...args} />
      <LogoTile name="SBI" />
      <LogoTile name="Union Bank of the Philippines" />
      <LogoTile name="Metrobank" size={56} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('HDFCSBIUBME');
    for (const tile of canvasElement.querySelectorAll('svg')) {
      await expect(tile).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** The server's logo, decorative (the name is written beside it). */
export const WithLogo: Story = {
  args: { src: productLogo, size: 56 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
