import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { channelMark } from '../../stories-assets/images';
import { asChannel, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { ChannelPicker } from './ChannelPicker';

/** The shown brand's market's two wallets and its store, each with its own mark. */
const channelsOf = ({ market }: StoryWorld) =>
  [...market.wallets, market.store].map((channel) => asChannel(channel, channelMark(channel.name)));
const channels = channelsOf(philippineWorld);
const [firstName, secondName] = channels.map((channel) => channel.name);

const meta = {
  title: 'Components/ChannelPicker',
  component: ChannelPicker,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', market: (world: StoryWorld) => ({ channels: channelsOf(world) }) },
  args: { open: true, channels, onConfirm: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChannelPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: Confirm is gray and ignores presses. */
export const NoneChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Payment Method' })).toBeVisible();
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ChooseAndConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: secondName }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[1], 1);
  },
};

/** Opens with the committed channel chosen; arrow keys move the choice. */
export const KeyboardChoice: Story = {
  args: { value: 0 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: firstName });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: secondName })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(channels[1], 1);
  },
};

export const Cancel: Story = {
  args: { value: 2 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** The channel paid with last time opens chosen and says Last used (issue 24). */
export const LastUsed: Story = {
  args: { value: 1, lastUsed: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: new RegExp(secondName ?? '') })).toBeChecked();
    await expect(canvas.getAllByText('Last used')).toHaveLength(1);
  },
};

/** Channels without a logo, or whose logo fails to load, show a tile of their initials in the brand's colours. */
export const LogoTiles: Story = {
  // Its own channels in every brand: the market's (with their marks) would hide the tiles.
  parameters: { market: () => ({}) },
  args: {
    channels: [
      { name: 'E-wallet', channelNumber: 90006 },
      { name: 'Convenience store', logo: 'data:image/png;base64,broken', channelNumber: 90011 },
      { name: 'Online banking', channelNumber: 90020 },
    ],
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('svg text')).toHaveLength(3));
    const initials = [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent);
    await expect(initials).toEqual(['EW', 'CS', 'OB']);
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
