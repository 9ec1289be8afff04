import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RecommendedProductItem } from '../../components/ProductList';
import { productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { JointLoginFailScreen } from './JointLoginFailScreen';

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
    description: 'Money in your account within 1 day.',
    tags: ['Fast approval', 'No collateral'],
    enabled: '1',
  },
  {
    id: 'p-202',
    logo: productMark(market.products.second),
    name: market.products.second,
    // One verb for one action: every card that can be taken says Apply now.
    buttonText: 'Apply now',
    limitRange: `${money.whole(100000)} - ${money.whole(1000000)}`,
    rangeDesc: 'Loan amount',
    rate: '0.06% / day',
    tags: ['First loan'],
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

const meta = {
  title: 'Screens/JointLoginFail',
  component: JointLoginFailScreen,
  parameters: { layout: 'fullscreen', market: (world: StoryWorld) => ({ products: productsOf(world) }) },
  args: {
    state: 'ready',
    notice: 'We could not sign you in to this product.',
    errorMessage: 'Your account is linked to another lender. Try one of these products instead.',
    products,
    onSelectProduct: fn(),
    onRetry: fn(),
    onContact: fn(),
  },
} satisfies Meta<typeof JointLoginFailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'We could not sign you in to this product.' }),
    ).toBeVisible();
    await expect(canvas.getByText('Loading recommended products')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Apply now' })).toBeNull();
  },
};

/** Only the first two cards show their tags (spec 2); a tap reports the product and its position. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(args.errorMessage ?? '')).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: 'Tags' })).toHaveLength(2);
    await expect(canvas.getByText('First loan')).toBeVisible();
    await expect(canvas.queryByText('Business')).toBeNull();
    // One verb on every card, and one primary: the sticky Apply for (the cards are secondary).
    const cards = canvas.getAllByRole('button', { name: 'Apply now' });
    await expect(cards).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Apply for / })).toHaveLength(1);
    await userEvent.click(cards[1] as HTMLElement);
    await expect(args.onSelectProduct).toHaveBeenCalledWith(products[1], 1);
  },
};

/** The one clear action sticks to the bottom: apply for the first product the borrower can take. */
export const ApplyForFirstProduct: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply for Kaagapay Cash' }));
    await expect(args.onSelectProduct).toHaveBeenCalledWith(products[0], 0);
  },
};

/**
 * No product can be taken (every card disabled): no Apply for that would do nothing; customer service
 * is the way on, never a page without an action.
 */
export const NoProductToApplyFor: Story = {
  args: { products: products.slice(2) },
  parameters: { market: (world: StoryWorld) => ({ products: productsOf(world).slice(2) }) },
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('group', { name: 'Actions' });
    await expect(within(bar).queryByRole('button', { name: /^Apply for / })).toBeNull();
    await userEvent.click(within(bar).getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

/** A card whose enabled flag is '0' is gray and ignores taps (spec 5). */
export const DisabledCardIgnoresTaps: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Not available' }));
    await userEvent.click(canvas.getByText('₱5,000 - ₱50,000'));
    await expect(args.onSelectProduct).not.toHaveBeenCalled();
  },
};

export const WithoutErrorMessage: Story = {
  args: { errorMessage: undefined },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Notice' });
    await expect(notice.querySelector('p')).toBeNull();
  },
};

/** Server text is text: markup shows as typed. */
export const TextNotHtml: Story = {
  args: { errorMessage: '<b>bold</b> <img src=x onerror=alert(1)>', products: products.slice(0, 1) },
  parameters: { market: (world: StoryWorld) => ({ products: productsOf(world).slice(0, 1) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('<b>bold</b> <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

/**
 * No product at all: the list says to check back later, with no Try again beside it (the server
 * answered); the bar offers customer service (issue 23: never a page without an action).
 */
export const Empty: Story = {
  args: { products: [] },
  parameters: { market: () => ({}) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No products for you right now' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    const bar = canvas.getByRole('group', { name: 'Actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Contact customer service' }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { state: 'failed', failure: 'Our product service is busy. Please try again in a few minutes.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Our product service is busy. Please try again in a few minutes.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server refused the list (a business code): no Try again a retry cannot change; the action bar offers customer service. */
export const FailedRefused: Story = {
  args: {
    state: 'failed',
    failure: 'No new loans are offered today. Please check back tomorrow.',
    failureWays: {},
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('No new loans are offered today. Please check back tomorrow.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Contact/ }));
    await expect(args.onContact).toHaveBeenCalledTimes(1);
  },
};
