import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { channelMark, payCodeBanner, productMark } from '../../stories-assets/images';
import { asChannel, onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { RepayPeriodScreen } from './RepayPeriodScreen';

/** The product, the server's rows, pay code, banner and channels of the shown brand's market. */
const fromWorld = ({ market, money }: StoryWorld) => ({
  productName: market.products.main,
  productLogo: productMark(market.products.main),
  detail: [
    { text: 'Principal', value: money.amount(500000) },
    { text: 'Interest', value: money.amount(22750) },
    { text: 'Late interest', value: money.amount(0) },
    { text: 'Paid', value: money.amount(0) },
  ],
  defaultCode: {
    payCode: '7123 4567 8901',
    logo: payCodeBanner(market.store.name, '7123 4567 8901'),
    title: market.store.title,
  },
  banner: market.serverTexts.repayNotice,
  channels: [
    asChannel(market.wallets[0], channelMark(market.wallets[0].name)),
    asChannel(market.wallets[1], channelMark(market.wallets[1].name)),
    asChannel(market.store, channelMark(market.store.name)),
  ],
});

const meta = {
  title: 'Screens/RepayPeriod',
  component: RepayPeriodScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    ...fromWorld(philippineWorld),
    amount: 522750,
    repayDate: '2026-12-20',
    onPay: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof RepayPeriodScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything shown: banner, header, two detail rows with 'more', the default pay code. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Repayment instructions' })).toBeVisible();
    const header = canvas.getByRole('region', { name: 'Repayment amount' });
    await expect(within(header).getByText('₱5227.50')).toBeVisible();
    // The sticky action carries the amount it pays.
    await expect(canvas.getByRole('button', { name: 'Payment Method ₱5227.50' })).toBeVisible();
    await expect(canvas.getByText('Principal')).toBeVisible();
    await expect(canvas.queryByText('Late interest')).toBeNull();
    await expect(canvas.getByText('7123 4567 8901')).toBeVisible();
  },
};

/** 'more' shows every row, 'hide' folds them back to two. */
export const DetailsExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'more' }));
    await expect(canvas.getByText('Late interest')).toBeVisible();
    await expect(canvas.getByText('Paid')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'hide' })).toBeVisible();
  },
};

/** No pay code and isShowReyTop 0: neither the box nor the banner. */
export const WithoutCodeOrBanner: Story = {
  args: { defaultCode: { payCode: '' }, banner: undefined },
  parameters: {
    market: (world: StoryWorld) => ({ ...fromWorld(world), defaultCode: { payCode: '' }, banner: undefined }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Repayment instructions' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /copy/i })).toBeNull();
  },
};

/** Amounts come from the provider's money format: India's brand provides en-IN rupees (India's story). */
export const Rupee: Story = {
  args: { defaultCode: null },
  parameters: {
    ...onlyInMarket('india'),
    market: (world: StoryWorld) => ({ ...fromWorld(world), defaultCode: null }),
  },
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('region', { name: 'Repayment amount' });
    await expect(within(header).getByText('₹5,227.50')).toBeVisible();
  },
};

/** 'Payment Method' opens the channel picker; confirming a channel pays with it. */
export const ChooseChannelAndPay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method ₱5227.50' }));
    const sheet = await body.findByRole('dialog', { name: 'Payment Method' });
    await userEvent.click(within(sheet).getByRole('radio', { name: /Maya/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onPay).toHaveBeenCalledWith(expect.objectContaining({ channelNumber: 90007 }), 1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel closes the picker and pays nothing. */
export const PickerCancelled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method ₱5227.50' }));
    const sheet = await body.findByRole('dialog', { name: 'Payment Method' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await expect(args.onPay).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A payment is being prepared: the button is busy and a second tap opens nothing. */
export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Payment Method ₱5227.50' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Read again after a failure: placeholders keep the layout. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    // No amount on the button while the amount is being read again.
    await expect(within(canvasElement).getByRole('button', { name: 'Payment Method' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The answer had no amount: a dash and the message; the channel sheet does not open. */
export const AmountMissing: Story = {
  args: {
    amount: '',
    amountMissing:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
    onRetry: fn(),
    onContact: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('region', { name: 'Repayment amount' });
    await expect(header).toHaveTextContent('—');
    await expect(header).not.toHaveTextContent(/undefined|NaN|₱/);
    const pay = canvas.getByRole('button', { name: 'Payment Method' });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveAccessibleDescription(args.amountMissing ?? '');
    await userEvent.click(pay);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    await expect(args.onPay).not.toHaveBeenCalled();
    // The message asks to refresh or contact customer service: both are buttons under it (issue 23).
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** No channel from the server (issue 24): it says so and offers contact and Try again, with no gray Payment Method. */
export const NoChannels: Story = {
  args: { channels: [], onRetry: fn(), onContact: fn() },
  parameters: {
    market: ({ market, money, logos }: StoryWorld) => {
      const { channels: _none, ...rest } = fromWorld({ market, money, logos } as StoryWorld);
      return rest;
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The pay code is still a way to pay: the block says so, never that nothing can be paid (issue 24 review).
    await expect(
      canvas.getByRole('heading', {
        name: 'Pay with the code above. No online payment channel is available right now.',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Payment Method/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** The channel paid with last time opens chosen and marked Last used (issue 24). */
export const LastChannelPreselected: Story = {
  args: { initialChannel: 1, lastUsed: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Payment Method ₱5227.50' }));
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Payment Method',
    });
    await expect(within(sheet).getAllByRole('radio')[1]).toBeChecked();
    await expect(within(sheet).getAllByText('Last used')).toHaveLength(1);
  },
};
