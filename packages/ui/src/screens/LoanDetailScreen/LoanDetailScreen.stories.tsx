import { orderTimeline } from '@loan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RecommendedProductItem } from '../../components/ProductList';
import { productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { LoanDetailScreen, type LoanDetailScreenProps } from './LoanDetailScreen';
import { LoanTimeline, type LoanTimelineProps } from './LoanTimeline';

/** Recommended products of the shown brand's market: names, logos and ranges in its currency. */
const productsOf = ({ market, money }: StoryWorld): RecommendedProductItem[] => [
  {
    id: 'p-201',
    logo: productMark(market.products.recommended[0]),
    name: market.products.recommended[0],
    buttonText: 'Apply now',
    limitRange: `${money.whole(200000)} - ${money.whole(2000000)}`,
    rangeDesc: 'Loan amount',
    rate: '0.05% / day',
    tags: ['Fast approval'],
    enabled: '1',
  },
  {
    id: 'p-203',
    logo: productMark(market.products.recommended[1]),
    name: market.products.recommended[1],
    buttonText: 'Not available',
    limitRange: `${money.whole(500000)} - ${money.whole(5000000)}`,
    rangeDesc: 'Loan amount',
    tags: ['Business'],
    enabled: '0',
  },
];
const products = productsOf(philippineWorld);

/** The order's product, rows and recommended products from the shown brand's market. */
const fromWorld = (world: StoryWorld) => ({
  productName: world.market.products.main,
  productLogo: productMark(world.market.products.main),
  details: [
    { text: 'Loan amount', value: world.money.amount(500000) },
    { text: 'Term', value: '91 days' },
    { text: 'Interest', value: world.money.amount(22750) },
    { text: 'Due date', value: '2026-12-20' },
  ],
  products: productsOf(world),
});

/** The dates an order's answer may carry (ours: docs/decisions/timeline-and-cost.md). */
const dates = {
  applyTime: '2026-09-18 10:02:11',
  approveTime: '2026-09-19 09:15:00',
  loanTime: '2026-09-20 14:40:00',
  repayDate: '2026-12-20',
};
/**
 * The kit's LoanTimeline of an order with these dates, as the app puts it in the screen's slot. Every
 * story of a status gives its own: a story without one would show the repaid order's of the meta.
 */
function timelineOf(orderStatus: number, extra = {}, props: Omit<LoanTimelineProps, 'timeline'> = {}) {
  const timeline = orderTimeline({ orderStatus, ...dates, ...extra });
  return timeline ? <LoanTimeline timeline={timeline} {...props} /> : undefined;
}

/** The stars held in state, as the route container holds them. */
function Stateful(props: LoanDetailScreenProps) {
  const [stars, setStars] = useState(props.rating.stars);
  return (
    <LoanDetailScreen
      {...props}
      rating={{
        ...props.rating,
        stars,
        onStarsChange: (next) => {
          setStars(next);
          props.rating.onStarsChange(next);
        },
      }}
    />
  );
}

const meta = {
  title: 'Screens/LoanDetail',
  component: LoanDetailScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  render: (args) => <Stateful {...args} />,
  args: {
    state: 'ready',
    status: 200,
    statusText: 'Repaid',
    description: 'Thank you! Your loan is fully repaid.',
    timeline: timelineOf(200, { repaidTime: '2026-12-19 18:20:00' }),
    ...fromWorld(philippineWorld),
    actions: 'borrowAgain',
    onRepay: fn(),
    onRollover: fn(),
    onBorrowAgain: fn(),
    onCall: fn(),
    onSelectProduct: fn(),
    onMoreProducts: fn(),
    onRetry: fn(),
    onCloseDialog: fn(),
    onBindCard: fn(),
    onWithdraw: fn(),
    rating: { stars: 0, onStarsChange: fn(), onSubmit: fn() },
  },
} satisfies Meta<typeof LoanDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order is read again: the skeleton keeps the place of the status and the product. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your order')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** 200, repaid: Borrow Again, the product with its rows and the market with the more-products link. */
export const Repaid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Repaid' })).toBeVisible();
    // Repaid a day before it was due: the steps run forward in time, no due step ticked above repaid.
    const steps = within(canvas.getByRole('list', { name: 'Where your loan stands' })).getAllByRole(
      'listitem',
    );
    await expect(steps.map((step) => step.textContent?.split(',')[0])).toEqual([
      'Applied',
      'Approved',
      'Paid out',
      'Repaid',
    ]);
    await expect(canvas.getByRole('heading', { name: 'Bayanihan Cash' })).toBeVisible();
    await expect(canvas.getByText('Interest')).toBeVisible();
    await expect(canvas.getByText('₱227.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Borrow Again' }));
    await expect(args.onBorrowAgain).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(args.onSelectProduct).toHaveBeenCalledWith(products[0], 0);
    await userEvent.click(canvas.getByRole('button', { name: 'Click to view more products' }));
    await expect(args.onMoreProducts).toHaveBeenCalledTimes(1);
  },
};

/** A card whose enabled flag is '0' ignores taps (spec 5). */
export const DisabledProductIgnoresTaps: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Not available' }));
    await expect(args.onSelectProduct).not.toHaveBeenCalled();
  },
};

/** The order's notice as the shown brand's market's server sends it, and the brand's own number to call. */
const noticeOf = ({ market, company }: StoryWorld) => ({
  repayNotice: market.serverTexts.orderNotice,
  telephone: company.phone,
});

/**
 * 170, repaying: the amount due is the hero; one sticky Repayment button carries it; the repayment
 * notice (reyMsg) and the call button; no market.
 */
export const Repaying: Story = {
  args: {
    status: 170,
    statusText: 'Repaying',
    timeline: timelineOf(170, {}, { dueInDays: 3 }),
    description: 'Your next repayment is due on 2026-12-20.',
    actions: 'repayment',
    amountDue: 522750,
    showMarket: false,
    ...noticeOf(philippineWorld),
  },
  parameters: { market: (world: StoryWorld) => ({ ...fromWorld(world), ...noticeOf(world) }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent('Repay before 18:00');
    await expect(canvas.getByText('Amount due')).toBeVisible();
    await expect(
      canvas.getByText('₱5227.50', { selector: '[data-nowrap="amount"]:not(button *)' }),
    ).toBeVisible();
    const repay = canvas.getByRole('button', { name: 'Repayment ₱5227.50' });
    await expect(canvas.getByRole('group', { name: 'Actions' })).toContainElement(repay);
    await userEvent.click(repay);
    await expect(args.onRepay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `Call ${args.telephone}` }));
    await expect(args.onCall).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
  },
};

/**
 * 174 without isDelay 1: the amount due is the hero and the one Repayment button carries it, as in every
 * due state; the timeline is at the due step, Repaid not yet.
 */
export const DueToday: Story = {
  args: {
    status: 174,
    statusText: 'Due today',
    description: 'Please repay today to keep a good record.',
    timeline: timelineOf(174, {}, { dueInDays: 0 }),
    actions: 'repayment',
    amountDue: 522750,
    showMarket: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Amount due')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Repayment ₱5227.50' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Rollover Repayment' })).toBeNull();
    const steps = within(canvas.getByRole('list', { name: 'Where your loan stands' })).getAllByRole(
      'listitem',
    );
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps[4]).toHaveTextContent(/^Repaid, Not yet$/);
  },
};

/** 174 with isDelay 1: the sticky REPAY with the amount, and 'Rollover Repayment' under 'Short of money?'. */
export const DueTodayWithRollover: Story = {
  args: {
    status: 174,
    statusText: 'Due today',
    description: 'Please repay today to keep a good record.',
    timeline: timelineOf(174, {}, { dueInDays: 0 }),
    actions: 'rollover',
    amountDue: 522750,
    overdueDays: 0,
    showMarket: false,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'REPAY ₱5227.50' }));
    await expect(args.onRepay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText(/overdue/)).toBeNull();
    const rollover = canvas.getByRole('button', { name: 'Rollover Repayment' });
    await expect(rollover).toHaveAccessibleDescription('Short of money?');
    await userEvent.click(rollover);
    await expect(args.onRollover).toHaveBeenCalledTimes(1);
  },
};

/** 180 with isDelay 1: the amount due in the critical colour with the days overdue, REPAY and the rollover. */
export const OverdueWithRollover: Story = {
  args: {
    status: 180,
    statusText: 'Overdue',
    description: 'Your repayment is overdue. Late interest is added daily.',
    timeline: timelineOf(180, {}, { dueInDays: -3, overdueShown: true }),
    actions: 'rollover',
    amountDue: 538430,
    overdueDays: 3,
    showMarket: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', '180');
    await expect(canvas.getByText('3 days overdue')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'REPAY ₱5384.30' })).toBeVisible();
    await expect(canvas.getByText('Short of money?')).toBeVisible();
  },
};

/** 21, under review: the icon only, no action buttons; the market shows. */
export const UnderReview: Story = {
  args: {
    status: 21,
    statusText: 'Under review',
    timeline: timelineOf(21, { approveTime: undefined, loanTime: undefined, repayDate: undefined }),
    description: 'We are checking your application. This usually takes less than a day.',
    actions: 'none',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', '21');
    // Under review is not approved: the order stands at Applied, Approved is not yet.
    const steps = within(canvas.getByRole('list', { name: 'Where your loan stands' })).getAllByRole(
      'listitem',
    );
    await expect(steps[0]).toHaveAttribute('aria-current', 'step');
    await expect(steps[1]).toHaveTextContent(/^Approved, Not yet$/);
    await expect(canvas.queryByRole('button', { name: /Repay|Borrow/ })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Recommended products' })).toBeVisible();
  },
};

/** 110, approved: the icon only. */
export const Approved: Story = {
  args: {
    status: 110,
    statusText: 'Approved',
    timeline: timelineOf(110, { loanTime: undefined, repayDate: undefined }),
    description: 'Your loan was approved and is being sent to your account.',
    actions: 'none',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', '110');
    // Approved, the money on its way: Paid out is not yet.
    const steps = within(
      within(canvasElement).getByRole('list', { name: 'Where your loan stands' }),
    ).getAllByRole('listitem');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent(/^Paid out, Not yet$/);
  },
};

/**
 * 151, not approved: the icon only, with the market. A refused loan has no term, interest or due date:
 * its answer's rows are the amount applied for only (the screen shows the rows the server sends).
 */
export const NotApproved: Story = {
  args: {
    status: 151,
    statusText: 'Not approved',
    timeline: timelineOf(151, { loanTime: undefined, repayDate: undefined }),
    description: 'We could not approve this loan. You can try one of the products below.',
    actions: 'none',
    details: fromWorld(philippineWorld).details.slice(0, 1),
  },
  parameters: {
    market: (world: StoryWorld) => ({ ...fromWorld(world), details: fromWorld(world).details.slice(0, 1) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', '151');
    await expect(canvas.getByText('Loan amount', { selector: 'dt' })).toBeVisible();
    for (const gone of ['Term', 'Interest', 'Due date']) await expect(canvas.queryByText(gone)).toBeNull();
  },
};

/**
 * A status spec 4 does not list: the neutral icon, never the settled tick, and no timeline (we cannot
 * tell where the loan is, so no step shows done).
 */
export const UnknownStatus: Story = {
  args: {
    status: 999,
    statusText: 'Processing',
    description: 'We are updating your loan.',
    timeline: undefined,
    actions: 'none',
  },
  // The spec's tick in the default brand (which plays), the neutral icon where the brand asks for it.
  parameters: {
    market: (world: StoryWorld) => ({ ...fromWorld(world), unknownStatusIcon: world.unknownStatusIcon }),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', '200');
    await expect(within(canvasElement).queryByRole('list', { name: 'Where your loan stands' })).toBeNull();
  },
};

/**
 * No detail rows and no recommended products: the market keeps its more-products link, with no "no
 * products for you" above it to contradict it and no "Recommended products" heading over nothing.
 */
export const Empty: Story = {
  args: { details: [], products: [] },
  parameters: { market: (world: StoryWorld) => ({ ...fromWorld(world), details: [], products: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'No products for you right now' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Click to view more products' })).toBeVisible();
    await expect(canvas.queryByRole('term')).toBeNull();
  },
};

/** Server text is text: markup shows as typed. */
export const TextNotHtml: Story = {
  args: { description: '<img src=x onerror=alert(1)>' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img[src="x"]')).toBeNull();
  },
};

/** The order could not be read: the server's message, with the way it leaves. */
export const Failed: Story = {
  // The server refused (a business code): a retry cannot change it, so customer service, never Try again.
  // Its message as a lender writes it to a borrower, not the back office's "Order not found".
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

/** Withdraw now: an approved order with its withdraw page. */
export const WithdrawNow: Story = {
  // An approved order whose money waits to be withdrawn: its answer says so (not "being sent").
  args: {
    ...Approved.args,
    description: 'Your loan was approved. Your money is ready to withdraw.',
    dialog: 'withdraw',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Your money is ready',
    });
    // It opens on Later, which keeps the borrower here; Withdraw now says what it does, no line repeats it.
    const later = within(dialog).getByRole('button', { name: 'Later' });
    await expect(later).toHaveFocus();
    await expect(dialog).not.toHaveTextContent(/opens the page/);
    // Later on the left and the primary on the right, or stacked with the primary on top.
    const [safe, primary] = [later, within(dialog).getByRole('button', { name: 'Withdraw now' })].map((b) =>
      b.getBoundingClientRect(),
    );
    if (safe && primary && Math.abs(safe.top - primary.top) < 1)
      await expect(safe.left).toBeLessThan(primary.left);
    else await expect(primary?.top).toBeLessThan(safe?.top ?? 0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw now' }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
  },
};

/**
 * The bank-card reminder (cardNeedPop 1): the server's title and text, a way to the bank card. The text is
 * the server's (no market data carries one): worded for any account the money goes to (a bank account or
 * an e-wallet), not a "bank card".
 */
export const BankCardReminder: Story = {
  args: {
    ...DueToday.args,
    dialog: 'bankCard',
    bankCardTitle: 'Bank card reminder',
    bankCardMessage: 'Please check that your account can receive money.',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Bank card reminder',
    });
    await expect(dialog).toHaveTextContent('Please check that your account can receive money.');
    await expect(within(dialog).getByRole('button', { name: 'Later' })).toHaveFocus();
    await expect(dialog).not.toHaveTextContent(/opens your bank card details/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check card' }));
    await expect(args.onBindCard).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
  },
};

/** 'Kind tips' with the server's text; OK closes it. */
export const KindTips: Story = {
  args: {
    ...OverdueWithRollover.args,
    actions: 'repayment',
    dialog: 'kindTips',
    kindTipsMessage: 'Repaying through your bank app? Use the pay code shown on the next page.',
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Kind tips' });
    await expect(dialog).toHaveTextContent('Use the pay code shown on the next page.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
  },
};

/** The rating dialog (isScore 1): picking a star sets it, Submit and Cancel report; the mask does not close it. */
export const Rating: Story = {
  args: { ...Repaying.args, dialog: 'rating' },
  // The repaying page under the dialog reads its market like Repaying does.
  parameters: Repaying.parameters,
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Please rate this service',
    });
    await expect(within(dialog).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(dialog, { skipHover: true });
    await expect(args.onCloseDialog).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '3 stars' }));
    await expect(args.rating.onStarsChange).toHaveBeenCalledWith(3);
    await expect(within(dialog).getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(args.rating.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
  },
};

/** google-score in flight: Submit is busy and ignores taps. */
export const RatingSending: Story = {
  args: {
    ...Repaying.args,
    dialog: 'rating',
    rating: { stars: 4, onStarsChange: fn(), onSubmit: fn(), sending: true },
  },
  parameters: Repaying.parameters,
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.rating.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fewer than 4 stars: the result dialog after the score was sent. */
export const RatingResult: Story = {
  args: { ...Repaying.args, dialog: 'ratingResult' },
  parameters: Repaying.parameters,
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Thank you for your feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onCloseDialog).toHaveBeenCalledTimes(1);
  },
};

/** 170 due in 3 days: the timeline marks the due step as the current one and counts the days (issue 24). */
export const TimelineDueSoon: Story = {
  args: {
    status: 170,
    statusText: 'Repaying',
    description: 'Your next repayment is due on 2026-12-20.',
    timeline: timelineOf(170, {}, { dueInDays: 3 }),
    actions: 'repayment',
    amountDue: 522750,
    showMarket: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const steps = within(canvas.getByRole('list', { name: 'Where your loan stands' })).getAllByRole(
      'listitem',
    );
    await expect(steps).toHaveLength(5);
    await expect(steps[3]).toHaveAttribute('aria-current', 'step');
    await expect(steps[3]).toHaveTextContent('Due');
    await expect(steps[3]).toHaveTextContent('2026-12-20');
    await expect(canvas.getByText('Due in 3 days')).toBeVisible();
    await expect(steps[0]).toHaveTextContent('2026-09-18');
  },
};

/** 180 three days past the due date: the count in the critical colour under the due step. */
export const TimelineOverdue: Story = {
  args: {
    status: 180,
    statusText: 'Overdue',
    description: 'Your repayment is overdue. Late interest is added daily.',
    timeline: timelineOf(180, {}, { dueInDays: -3 }),
    actions: 'repayment',
    amountDue: 538430,
    showMarket: false,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Where your loan stands' });
    await expect(within(list).getByText('3 days overdue')).toBeVisible();
  },
};

/** A plan of 4 instalments, 2 paid: the next unpaid one is the due date, with the progress under it. */
export const TimelineInstalments: Story = {
  args: {
    status: 170,
    statusText: 'Repaying',
    description: 'Your next repayment is due on 2026-12-20.',
    timeline: timelineOf(
      170,
      {
        repayPlan: [
          { time: '2026-10-20', paid: 1 },
          { time: '2026-11-20', paid: 1 },
          { time: '2026-12-20', paid: 0 },
          { time: '2027-01-20', paid: 0 },
        ],
      },
      { dueInDays: 1, progress: { paid: 2, total: 4 } },
    ),
    actions: 'repayment',
    amountDue: 130690,
    showMarket: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 4 paid')).toBeVisible();
    await expect(canvas.getByText('Due tomorrow')).toBeVisible();
  },
};

/** An answer without dates (the spec's fields only): every step shows without one. */
export const TimelineWithoutDates: Story = {
  args: {
    status: 110,
    statusText: 'Approved',
    description: 'Your loan was approved and is being sent to your account.',
    timeline: timelineOf(110, { applyTime: '', approveTime: '', loanTime: '', repayDate: '' }),
    actions: 'none',
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Where your loan stands' });
    await expect(within(list).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expect(within(list).queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
  },
};
