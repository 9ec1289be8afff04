import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { channelMark, productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld, useStoryWorld } from '../../stories-assets/market';
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
  args: { src: productMark(philippineWorld.market.products.main), size: 56 },
  parameters: { market: ({ market }: StoryWorld) => ({ src: productMark(market.products.main) }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A logo that is not square (a wide wordmark) keeps its shape inside the square tile: never stretched, never cropped. */
export const WideLogo: Story = {
  args: {
    src: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="120" height="40" fill="navy"/><path d="M0 0h8v40H0zm112 0h8v40h-8z" fill="gold"/></svg>',
    )}`,
    size: 56,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    const box = image?.getBoundingClientRect();
    await expect(box?.width).toBe(56);
    await expect(box?.height).toBe(56);
    await expect(image && getComputedStyle(image).objectFit).toBe('contain');
  },
};

/** Each channel's own mark from the shown brand's market: its wallets, store and first bank. */
export const ChannelMarks: Story = {
  render: function Render(args) {
    const { market } = useStoryWorld();
    const names = [
      ...market.wallets.map((wallet) => wallet.name),
      market.store.name,
      market.bankCards[0].bankName,
    ];
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        {names.map((name) => (
          <LogoTile key={name} {...args} name={name} src={channelMark(name)} />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const images = canvasElement.querySelectorAll('img');
    await expect(images).toHaveLength(4);
    await expect(new Set([...images].map((image) => image.getAttribute('src'))).size).toBe(4);
  },
};
