import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { channelMark, productMark } from '../../stories-assets/images';
import { asChannel, onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { RepayDelayScreen } from './RepayDelayScreen';

/** The product, notice and channels (the first wallet and the store) of the shown brand's market. */
const fromWorld = ({ market }: StoryWorld) => ({
  productName: market.products.main,
  productLogo: productMark(market.products.main),
  notice: market.serverTexts.repayNotice,
  channels: [
    asChannel(market.wallets[0], channelMark(market.wallets[0].name)),
    asChannel(market.store, channelMark(market.store.name)),
  ],
});
const { channels } = fromWorld(philippineWorld);

const meta = {
  title: 'Screens/RepayDelay',
  component: RepayDelayScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    ...fromWorld(philippineWorld),
    state: 'ready',
    title: 'Extend your loan by 7 days',
    amount: 45000,
    nextPaymentDate: '2026-12-20',
    plan: [
      { remark: 'Extension fee', title: '7-day extension', amount: 45000, time: '2026-12-27' },
      { remark: 'Then repay', title: 'Full repayment', amount: 522750, time: '2026-12-27' },
    ],
    onPay: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RepayDelayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the rollover')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Payment Method' })).toBeNull();
  },
};

/** Title, rollover amount, next payment date and the plan list (remark, title, amount, time). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Extend your loan by 7 days' })).toBeVisible();
    await expect(canvas.getByText('₱450.00', { selector: 'dd span' })).toBeVisible();
    await expect(canvas.getByText('Next payment date')).toBeVisible();
    await expect(canvas.getByText('2026-12-20')).toBeVisible();
    const plan = within(canvas.getByRole('list'));
    await expect(plan.getAllByRole('listitem')).toHaveLength(2);
    await expect(plan.getByText('Extension fee')).toBeVisible();
    await expect(plan.getByText('₱5227.50')).toBeVisible();
    // The sticky action carries the rollover amount it pays.
    await expect(canvas.getByRole('button', { name: 'Payment Method ₱450.00' })).toBeVisible();
  },
};

/** Payment Method opens the channel picker; its Confirm pays with the chosen channel. */
export const ChooseChannelAndPay: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method ₱450.00' }));
    const sheet = within(await body.findByRole('dialog', { name: 'Payment Method' }));
    await userEvent.click(sheet.getByRole('radio', { name: '7-Eleven' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await expect(args.onPay).toHaveBeenCalledWith(channels[1], 1);
  },
};

/** Cancel drops the choice and pays nothing. */
export const CancelPicker: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Payment Method ₱450.00' }));
    const dialog = await body.findByRole('dialog', { name: 'Payment Method' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(dialog).not.toBeVisible();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** While the payment request is in flight the button is busy and taps are ignored. */
export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Payment Method ₱450.00' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    for (let i = 0; i < 7; i++) await userEvent.click(pay);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Amounts come from the provider's money format: India's brand provides en-IN rupees (India's story). */
export const Rupee: Story = {
  // India's own product (the market's data set), in India's money.
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹450.00', { selector: 'dd span' })).toBeVisible();
  },
};

export const WithoutPlan: Story = {
  args: { plan: [], title: undefined, notice: undefined },
  parameters: { market: (world: StoryWorld) => ({ ...fromWorld(world), notice: undefined }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByText('₱450.00', { selector: 'dd span' })).toBeVisible();
  },
};

export const Failed: Story = {
  // The server refused (a business code): a retry cannot change it, so customer service, never Try again.
  args: { state: 'failed', failure: 'We could not find this loan.', failureWays: { onContact: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not find this loan.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Contact/ }));
    await expect(args.failureWays?.onContact).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The answer had no rollover amount: a dash and the message; the channel sheet does not open. */
export const AmountMissing: Story = {
  args: {
    amount: '',
    amountMissing:
      'The amount to pay is not available, so payment is paused. Please refresh or contact customer service.',
    onContact: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
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
  args: { channels: [], onContact: fn() },
  parameters: {
    market: ({ market }: StoryWorld) => ({
      productName: market.products.main,
      productLogo: productMark(market.products.main),
      notice: market.serverTexts.repayNotice,
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No payment channel is available now.' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Payment Method/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
