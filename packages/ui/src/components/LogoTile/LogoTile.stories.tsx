import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productLogo } from '../../stories-assets/images';
import { useStoryWorld } from '../../stories-assets/market';
import { LogoTile } from './LogoTile';

const meta = {
  title: 'Components/LogoTile',
  component: LogoTile,
  tags: ['autodocs'],
  args: { name: 'Bank' },
} satisfies Meta<typeof LogoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo from the server: the banks' initials in the brand's colours, never a blank square. */
export const Initials: Story = {
  render: function Render(args) {
    const { market } = useStoryWorld();
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {market.banks.slice(0, 3).map((bank) => (
          <LogoTile key={bank.name} {...args} name={bank.name} />
        ))}
        <LogoTile {...args} name={market.banks[0].name} size={56} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('svg');
    await expect(tiles).toHaveLength(4);
    for (const tile of tiles) {
      await expect(tile).toHaveAttribute('aria-hidden', 'true');
      await expect(tile.textContent).toMatch(/^[A-Z0-9]{2,4}$/);
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
