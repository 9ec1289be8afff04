import { annualRateOf, costBreakdown } from '@loan/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { productMark } from '../../stories-assets/images';
import { onlyInMarket, philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { LoanConfirmScreen, type LoanConfirmScreenProps } from './LoanConfirmScreen';
import { LoanCostBar, type LoanCostBarProps } from './LoanCostBar';

const agreements = [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }];

/**
 * Holds the consent box like the container does, so the stories can be clicked through; a new `agreed`
 * arg (another brand's start, `agreementsChecked`) is taken as the container takes its brand's.
 */
function Interactive(props: LoanConfirmScreenProps) {
  const [agreed, setAgreed] = useState(props.agreed);
  const [start, setStart] = useState(props.agreed);
  if (props.agreed !== start) {
    setStart(props.agreed);
    setAgreed(props.agreed);
  }
  return (
    <LoanConfirmScreen
      {...props}
      agreed={agreed}
      onAgreedChange={(next) => {
        setAgreed(next);
        props.onAgreedChange(next);
      }}
    />
  );
}

/**
 * The sandbox's p-100 loan, the one source of every figure below (the rows, the plan, the cost bar, the
 * key fact statement's fee and APR): ₱/₹5,000 over 91 days, a 150 service fee taken from it, 227.50
 * interest (0.05% a day).
 */
const loan = {
  amount: 500000,
  receiveAmount: 485000,
  fees: [{ name: 'Service fee', amount: 15000 }],
  interest: 22750,
  repay: 522750,
  termDays: 91,
};
const [fee] = loan.fees as [(typeof loan.fees)[number]];
const p100 = {
  amount: loan.amount,
  receiveAmount: loan.receiveAmount,
  fees: loan.fees,
  termUnit: loan.termDays,
  repay_plans: [{ amount: loan.repay }],
};
/**
 * The APR of the loan as core works it out (fees included: what is received against what is repaid),
 * 31.22%. India's key fact statement states an APR that includes the fees, so the stories' lender states
 * this same figure: no two stories give the same loan two APRs.
 */
const apr = annualRateOf(p100)?.rate ?? '';

/** Core's `costBreakdown` of the p-100 loan: what is received, the fees and the interest. */
const breakdown = costBreakdown(p100) satisfies LoanCostBarProps['cost'];
/** The amounts a bar states (its parts and total), as the app passes them: the rows of those amounts go. */
const figuresOf = (of: LoanCostBarProps['cost']) => [
  ...of.parts.map((part) => part.amount),
  ...(of.total === undefined ? [] : [of.total]),
];
const cost = <LoanCostBar cost={breakdown} />;
const costFigures = figuresOf(breakdown);

/** The product and the server's rows of the shown brand's market. */
const fromWorld = ({ market, money }: StoryWorld) => ({
  productName: market.products.main,
  productLogo: productMark(market.products.main),
  details: [
    { text: 'Received amount', value: money.amount(loan.receiveAmount) },
    { text: fee.name, value: money.amount(fee.amount) },
    { text: 'Interest', value: money.amount(loan.interest) },
  ],
});

const meta = {
  title: 'Screens/LoanConfirm',
  component: LoanConfirmScreen,
  render: (args) => <Interactive {...args} />,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    ...fromWorld(philippineWorld),
    state: 'ready',
    // The app brings the cost bar with the page (its chunk is asked for with it): a loaded screen shows
    // it, and the rows of the amounts it states are not repeated (second review). A story of the page
    // without it says `cost: undefined`.
    cost,
    costFigures,
    amount: loan.amount,
    receiveAmount: loan.receiveAmount,
    repayAmount: loan.repay,
    totalCost: loan.repay - loan.receiveAmount,
    termDays: loan.termDays,
    rateDescription: 'Daily interest 0.05%',
    plan: [
      { title: 'Period 1', description: 'Principal and interest', amount: loan.repay, time: '2027-02-21' },
    ],
    agreements,
    agreed: true,
    onAgreedChange: fn(),
    onOpenAgreement: fn(),
    onAgreementCancel: fn(),
    onAgreementAgree: fn(),
    onRetentionCancel: fn(),
    onRetentionAgree: fn(),
    onNext: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LoanConfirmScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the loan')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/**
 * What the borrower receives is the hero, with the loan amount, what they repay and the total cost
 * under it; product, term, rate, details, the plan; the agreement box as the brand starts it (the
 * spec's checked; India and Masagana ask for the borrower's own tick: unchecked, Next disabled); Next
 * pushes.
 */
export const Loaded: Story = {
  parameters: {
    market: (world: StoryWorld) => ({ ...fromWorld(world), agreed: world.agreementsChecked ?? true }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The summary card (named by its hero's label); the cost bar's legend says 'You receive' too.
    const summary = within(canvas.getByRole('region', { name: 'You receive' }));
    const figure = (label: string) => summary.getByText(label).nextElementSibling;
    await expect(figure('You receive')).toHaveTextContent('₱4850.00');
    await expect(figure('Loan amount')).toHaveTextContent('₱5000.00');
    await expect(figure('You repay')).toHaveTextContent('₱5227.50');
    await expect(figure('Total cost of the loan')).toHaveTextContent('₱377.50');
    await expect(canvas.getByText(/What you repay minus what you receive/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Key fact statement' })).toBeNull();
    await expect(canvas.getByText('Bayanihan Cash')).toBeVisible();
    await expect(canvas.getByText('91 days')).toBeVisible();
    await expect(canvas.getByText('Daily interest 0.05%')).toBeVisible();
    // Each figure once: the bar states what is received, the fee and the interest, so their rows go.
    await expect(canvas.getByRole('region', { name: 'What the loan costs' })).toBeVisible();
    await expect(canvas.queryByText('Received amount')).toBeNull();
    await expect(canvas.queryByText('Service fee')).toBeNull();
    await expect(canvas.getByText('Period 1')).toBeVisible();
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/**
 * Amounts come from the provider's money format: India's brand provides en-IN rupees (grouped in
 * lakhs), so this story is India's (`onlyInMarket`) and proves the kit writes no peso of its own.
 */
export const Rupee: Story = {
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('₹5,000.00')).toBeVisible();
  },
};

/** Unchecking the box grays Next, and a press does nothing (spec 5). */
export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).not.toBeChecked();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

/** The page before the cost bar's chunk arrived: the server's rows are all shown. */
export const WithoutCostBar: Story = {
  args: { cost: undefined, costFigures: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'What the loan costs' })).toBeNull();
    await expect(canvas.getByText('Received amount')).toBeVisible();
    await expect(canvas.getByText('Service fee')).toBeVisible();
  },
};

/** Without agreements the consent block is hidden and Next works. */
export const NoAgreements: Story = {
  args: { agreements: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/**
 * The consent line is one paragraph (issue 24 review: a second link sat on its own line under the box):
 * a link that wraps goes on at the label's column, never under the box. The titles are words of the
 * sentence (second review): in the English brands 'A, B and C.' (the catalogue's kit.listComma,
 * kit.listAnd, kit.listEnd; LoanConfirmScreen.test.tsx), in the spec's side by side.
 */
export const ConsentLineWraps: Story = {
  args: {
    agreements: [...agreements, { title: 'Authorisation to Debit My Account' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('I have read and agree to');
    const links = ['Loan Agreement', 'Privacy Notice', 'Authorisation to Debit My Account'].map((name) =>
      canvas.getByRole('button', { name }),
    );
    const column = label.getBoundingClientRect().left;
    const lines = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    // The titles do not fit one line at a phone's width: they wrap, each at or after the label's column.
    await expect(lines.size).toBeGreaterThan(1);
    for (const link of links) {
      await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(column - 1);
      // A word of the sentence, still a 44 px touch target.
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** A tapped agreement title asks the container for its URL. */
export const OpensAgreement: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Privacy Notice' }));
    await expect(args.onOpenAgreement).toHaveBeenCalledWith(agreements[1], 1);
  },
};

/** The agreement in its sandboxed frame, with Cancel (closes the webview) and Agree. */
export const AgreementModalOpen: Story = {
  args: { openAgreement: { title: 'Loan Agreement', url: 'about:blank' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Loan Agreement' });
    await expect(within(dialog).getByTitle('Loan Agreement')).toHaveAttribute('sandbox');
    // Agree waits for the agreement's page (issue 24): about:blank in a sandboxed frame reports no load
    // here, so Agree stays described by the loader and a tap does nothing (the loaded page's Agree is
    // proven end to end, e2e/loanConfirm.spec.ts).
    const agree = within(dialog).getByRole('button', { name: 'Agree' });
    await expect(agree).toHaveAttribute('aria-describedby');
    await userEvent.click(agree);
    await expect(args.onAgreementAgree).not.toHaveBeenCalled();
  },
};

/**
 * The retention popup 'Point out' with the server's title and content (iOS back, isPopType 1). The
 * English brands title it with the server's title, said once (kit.serverTitlePlace; second review:
 * 'Before you go' over 'Are you sure you want to leave?' was two headings; LoanConfirmScreen.test.tsx).
 */
export const RetentionPopup: Story = {
  args: {
    retention: {
      title: 'Are you sure you want to leave?',
      content: 'Your loan is almost ready. Leaving now cancels this application.',
    },
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Point out' });
    await expect(within(dialog).getByText('Are you sure you want to leave?')).toBeVisible();
    // It opens on Agree, which keeps the borrower here, and says what Cancel does.
    await expect(within(dialog).getByRole('button', { name: 'Agree' })).toHaveFocus();
    await expect(dialog).toHaveAccessibleDescription(
      'Cancel closes this page and takes you back to the app.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onRetentionCancel).toHaveBeenCalledTimes(1);
  },
};

/** loan-detail-push in flight: Next shows a spinner and ignores presses. */
export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const next = within(canvasElement).getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(args.onNext).not.toHaveBeenCalled());
  },
};

/** A server code: its message and a retry. */
export const Failed: Story = {
  // The server refused (a business code): a retry cannot change it, so customer service, never Try again.
  args: { state: 'failed', failure: 'This offer is no longer available.', failureWays: { onContact: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This offer is no longer available.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Contact/ }));
    await expect(args.failureWays?.onContact).toHaveBeenCalledTimes(1);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** The alternate variant: the server's button label, and its promo popup; close and the button both start the loan. */
export const AlternatePromo: Story = {
  args: {
    nextText: 'Get my cash now',
    promo: { message: 'Today only: your first 7 days are interest-free.', buttonText: 'Claim and continue' },
    onPromoStart: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Get my cash now' })).toBeInTheDocument();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Offer' });
    await expect(within(dialog).getByText('Today only: your first 7 days are interest-free.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim and continue' }));
    await expect(args.onPromoStart).toHaveBeenCalledTimes(2);
  },
};

/**
 * The agreement list failed while the loan loaded: the loan stays, the agreements block says so with
 * a retry, and Next is disabled and described by it until the list loads.
 */
export const AgreementsFailed: Story = {
  args: {
    agreements: [],
    agreementsFailure: 'The server sent an answer we could not read. Please try again.',
    onRetryAgreements: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('₱5000.00')).toBeVisible();
    await expect(canvas.getByText('Period 1')).toBeVisible();
    const block = canvas.getByRole('region', { name: 'Agreements' });
    await expect(block).toHaveTextContent(args.agreementsFailure ?? '');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Why it waits, then what the loan costs (the sentence beside it).
    await expect(next).toHaveAccessibleDescription(
      'The loan agreements could not be loaded. Load them to read what you agree to. You borrow ₱5000.00 and repay ₱5227.50 in total.',
    );
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
    await userEvent.click(within(block).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryAgreements).toHaveBeenCalledTimes(1);
  },
};

/** The block's retry is in flight: its button is busy and Next still waits. */
export const AgreementsRetrying: Story = {
  args: {
    agreements: [],
    agreementsFailure: 'The agreements are being updated. Please try again in a few minutes.',
    onRetryAgreements: fn(),
    retryingAgreements: true,
  },
  play: async ({ args, canvasElement }) => {
    const block = within(canvasElement).getByRole('region', { name: 'Agreements' });
    const retry = within(block).getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetryAgreements).not.toHaveBeenCalled();
  },
};

/**
 * A loan whose answer gives no received amount: its fee is not taken from the loan but repaid with it
 * (₱/₹5,000 paid out, 5,000 + 150 fee + 227.50 interest repaid), and the server's rows say so.
 */
const feeRepaid = {
  repay: loan.amount + fee.amount + loan.interest,
  rows: ({ money }: StoryWorld) => ({
    details: [
      { text: fee.name, value: money.amount(fee.amount) },
      { text: 'Interest', value: money.amount(loan.interest) },
    ],
  }),
};
const feeRepaidArgs = {
  receiveAmount: undefined,
  totalCost: undefined,
  repayAmount: feeRepaid.repay,
  plan: [
    {
      title: 'Period 1',
      description: 'Principal, fee and interest',
      amount: feeRepaid.repay,
      time: '2027-02-21',
    },
  ],
};

/** The answer gives no received amount: the loan amount is the hero, and no total cost is invented. */
export const WithoutReceivedAmount: Story = {
  // Before the bar's chunk: the p-100 bar of the meta states what this loan does not receive.
  args: { ...feeRepaidArgs, cost: undefined, costFigures: undefined },
  parameters: {
    market: (world: StoryWorld) => ({ ...fromWorld(world), ...feeRepaid.rows(world) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loan amount').nextElementSibling).toHaveTextContent('₱5000.00');
    await expect(canvas.queryByText('You receive')).toBeNull();
    await expect(canvas.queryByText('Total cost of the loan')).toBeNull();
    await expect(canvas.getByText('You repay')).toBeVisible();
  },
};

/** The shown brand's rows and its own trust facts (brand.trust: registration, grievance officer). */
const withTrust = (world: StoryWorld) => ({ ...fromWorld(world), trust: world.trust });

/**
 * India's rule: the key fact statement before Next, with the lender's APR (fees included) and the fee of
 * the rows above, and the brand's own trust facts.
 */
export const KeyFactStatement: Story = {
  args: { keyFacts: { annualRate: apr, fees: loan.fees } },
  parameters: { ...onlyInMarket('india'), market: withTrust },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = canvas.getByRole('table');
    await expect(
      within(facts).getByRole('rowheader', { name: 'Annual percentage rate (APR)' }),
    ).toBeVisible();
    await expect(within(facts).getByRole('cell', { name: '31.22% a year' })).toBeVisible();
    await expect(within(facts).getByRole('rowheader', { name: 'Service fee' })).toBeVisible();
    await expect(within(facts).getByRole('cell', { name: '₹150.00' })).toBeVisible();
    const registration = canvas.getByRole('region', { name: 'Registration and licence' });
    await expect(registration).toHaveTextContent('N-13.02468');
    await expect(registration).toHaveTextContent('Priya Raman');
  },
};

/** The answer states no APR: the statement says the lender did not provide it, and computes none. */
export const KeyFactStatementWithoutRate: Story = {
  args: { keyFacts: { fees: loan.fees } },
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    const facts = within(canvasElement).getByRole('table');
    await expect(within(facts).getByRole('cell', { name: 'Not provided by the lender' })).toBeVisible();
    await expect(within(facts).getByRole('cell', { name: '₹150.00' })).toBeVisible();
  },
};

/**
 * What it costs at a glance (issue 24): the total repaid as one bar of its parts with a legend in words,
 * and the sentence beside Next, which describes it. The spec's product states no APR. The server's rows
 * of the same amounts (received amount, service fee, interest) are not repeated under it: each figure
 * once, in the hero, the bar and the plan.
 */
export const CostAtAGlance: Story = {
  args: { cost, costFigures },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('region', { name: 'What the loan costs' });
    const parts = within(bar).getAllByRole('listitem');
    await expect(parts).toHaveLength(3);
    await expect(parts[0]).toHaveTextContent('You receive');
    await expect(parts[1]).toHaveTextContent('Fees');
    await expect(parts[2]).toHaveTextContent('Interest');
    await expect(canvas.queryByRole('region', { name: 'Loan details' })).toBeNull();
    await expect(canvas.queryByText('Received amount')).toBeNull();
    await expect(canvas.getByText('Period 1')).toBeVisible();
    const sentence = 'You borrow ₱5000.00 and repay ₱5227.50 in total.';
    await expect(canvas.getByText(sentence)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(sentence);
  },
};

/**
 * No receiveAmount: the loan amount and the rest as interest and fees, nothing split on a guess. The
 * loan whose fee is repaid with it: the rest is its fee and its interest, 377.50.
 */
const withoutReceived = costBreakdown({ amount: loan.amount, repay_plans: [{ amount: feeRepaid.repay }] });
export const CostWithoutReceivedAmount: Story = {
  args: {
    ...feeRepaidArgs,
    cost: <LoanCostBar cost={withoutReceived} />,
    costFigures: figuresOf(withoutReceived),
  },
  parameters: {
    market: (world: StoryWorld) => ({ ...fromWorld(world), ...feeRepaid.rows(world) }),
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'What the loan costs' });
    const charges = within(bar).getAllByRole('listitem')[1];
    await expect(charges).toHaveTextContent('Interest and fees');
    // The fee and the interest of the rows, together; the rows stay, as the bar states neither alone.
    await expect(charges).toHaveTextContent('₱377.50');
    await expect(within(canvasElement).getByText('Service fee')).toBeVisible();
  },
};

/** The plan cannot be summed: the bar shows the parts it has, no total, and there is no sentence. */
export const CostWithoutTotal: Story = {
  args: {
    repayAmount: undefined,
    totalCost: undefined,
    plan: [],
    cost: <LoanCostBar cost={{ parts: breakdown.parts.slice(0, 2) }} />,
    costFigures: figuresOf({ parts: breakdown.parts.slice(0, 2) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      within(canvas.getByRole('region', { name: 'What the loan costs' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(canvas.queryByText(/^You borrow/)).toBeNull();
  },
};

/** India's rule (the key fact statement): the sentence states the lender's APR, fees included. */
export const CostWithApr: Story = {
  args: { cost, costFigures, disclosure: { kind: 'apr', rate: apr, computed: false } },
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'You borrow ₹5,000.00 and repay ₹5,227.50 in total. APR 31.22% a year.',
      ),
    ).toBeVisible();
  },
};

/** No APR in the answer, one payment: the sentence says the APR was worked out from the amounts. */
export const CostWithComputedApr: Story = {
  args: { cost, costFigures, disclosure: { kind: 'apr', rate: apr, computed: true } },
  parameters: onlyInMarket('india'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/APR 31\.22% a year, worked out from/)).toBeVisible();
  },
};

/** The Philippines' rule (Truth in Lending Act): the sentence states the finance charge. */
export const CostWithFinanceCharge: Story = {
  args: {
    cost,
    costFigures,
    disclosure: { kind: 'financeCharge', amount: String(loan.repay - loan.receiveAmount) },
  },
  parameters: onlyInMarket('philippines'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Finance charge ₱377\.50: all interest and fees\.$/),
    ).toBeVisible();
  },
};
