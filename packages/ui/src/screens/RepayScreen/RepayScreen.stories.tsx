import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { channelMark, productMark } from '../../stories-assets/images';
import { asChannel, onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { RepayScreen, type RepayScreenProps } from './RepayScreen';

/** The screen with its channel choice held in state, as the route container holds it. */
function Stateful(props: RepayScreenProps) {
  const [index, setIndex] = useState(props.channelIndex);
  return (
    <RepayScreen
      {...props}
      channelIndex={index}
      onChannelChange={(next) => {
        setIndex(next);
        props.onChannelChange(next);
      }}
    />
  );
}

/** What the shown brand's market puts on the screen: its product, the server's rows and its channels. */
const fromWorld = ({ market, money }: StoryWorld) => ({
  productName: market.products.main,
  productLogo: productMark(market.products.main),
  detail: [
    { text: 'Principal', value: money.amount(500000) },
    { text: 'Interest', value: money.amount(22750) },
    { text: 'Late interest', value: money.amount(0) },
  ],
  channels: [
    asChannel(market.wallets[0], channelMark(market.wallets[0].name)),
    asChannel(market.wallets[1], channelMark(market.wallets[1].name)),
    asChannel(market.store, channelMark(market.store.name)),
  ],
});

const meta = {
  title: 'Screens/Repay',
  component: RepayScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  render: (args) => <Stateful {...args} />,
  args: {
    ...fromWorld(philippineWorld),
    amount: 522750,
    repayDate: '2026-12-20',
    notice: 'Your payment is credited within 5 minutes.',
    channelIndex: -1,
    onChannelChange: fn(),
    onPay: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof RepayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The repayment info with no channel chosen yet. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: 'Repayment amount' });
    await expect(within(header).getByText('₱5227.50')).toBeVisible();
    // The sticky action carries the amount it pays.
    await expect(canvas.getByRole('button', { name: 'Payment ₱5227.50' })).toBeVisible();
    await expect(canvas.getByText('Bayanihan Cash')).toBeVisible();
    await expect(canvas.getByText('Principal')).toBeVisible();
    await expect(canvas.queryByText('Late interest')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Choose a payment channel' })).toBeVisible();
    await expect(canvas.getByText('Your payment is credited within 5 minutes.')).toBeVisible();
  },
};

/** A channel chosen in the picker shows on the page; Payment then pays with it. */
export const ChooseChannelAndPay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a payment channel' }));
    const sheet = await body.findByRole('dialog', { name: 'Payment Method' });
    await userEvent.click(within(sheet).getByRole('radio', { name: /Maya/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onChannelChange).toHaveBeenCalledWith(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Maya' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Payment ₱5227.50' }));
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ channelNumber: 90007 }), 1);
  },
};

/** A channel already chosen. */
export const ChannelChosen: Story = {
  args: { channelIndex: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '7-Eleven' })).toBeVisible();
  },
};

/** Payment waits for a channel: disabled, described by the line under the channel row (issue 24 review). */
export const PaymentWithoutChannel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pay = canvas.getByRole('button', { name: 'Payment ₱5227.50' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription('Choose a payment channel to pay.');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** generate-vcode in flight: Payment is busy and taps are ignored. */
export const Paying: Story = {
  args: { channelIndex: 0, paying: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Payment ₱5227.50' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 5; i++) await userEvent.click(button);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** Amounts come from the provider's money format: India's brand provides en-IN rupees (India's story). */
export const Rupee: Story = {
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: 'Repayment amount' });
    await expect(within(header).getByText('₹5,227.50')).toBeVisible();
    // The brand's words name the action (the default brand's spec says Payment); the amount is India's.
    await expect(canvas.getByRole('button', { name: /₹5,227\.50$/ })).toBeVisible();
  },
};

/** No channel from the server (issue 24): it says so and offers contact and Try again, with no gray Payment. */
export const NoChannels: Story = {
  args: { channels: [], notice: undefined, detail: [], onRetry: fn(), onContact: fn() },
  parameters: {
    market: ({ market }: StoryWorld) => ({
      productName: market.products.main,
      productLogo: productMark(market.products.main),
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No payment channel is available now.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Payment/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Read again after a failure: placeholders keep the layout. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your repayment')).toBeInTheDocument();
    await expect(canvas.queryByText('₱5227.50')).toBeNull();
  },
};

/** The answer had no amount: a dash and the message with Try again and the contact; Payment is disabled and described by it. */
export const AmountMissing: Story = {
  args: {
    amount: '',
    amountMissing:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
    channelIndex: 1,
    onRetry: fn(),
    onContact: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: 'Repayment amount' });
    await expect(header).toHaveTextContent('—');
    await expect(header).not.toHaveTextContent(/undefined|NaN|₱/);
    const pay = canvas.getByRole('button', { name: 'Payment' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription(args.amountMissing ?? '');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
    // The message asks to refresh or contact customer service: both are buttons under it (issue 23).
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** The channel paid with last time is chosen when the page opens, and marked Last used in the open sheet (issue 24). */
export const LastChannelChosen: Story = {
  args: { channelIndex: 2, lastUsed: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '7-Eleven' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '7-Eleven' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Payment Method',
    });
    await expect(within(sheet).getByRole('radio', { name: /7-Eleven/ })).toBeChecked();
    await expect(within(sheet).getAllByText('Last used')).toHaveLength(1);
  },
};
