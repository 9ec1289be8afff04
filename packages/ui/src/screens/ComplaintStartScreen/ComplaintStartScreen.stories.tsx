import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { ComplaintStartScreen } from './ComplaintStartScreen';

/** The borrower's two orders, in the shown brand's market. */
const ordersOf = ({ market, money }: StoryWorld) => [
  {
    orderNo: 'o-174',
    productName: market.products.main,
    productLogo: productMark(market.products.main),
    rows: [
      { title: 'Loan amount', value: money.amount(500000) },
      { title: 'Due date', value: '2026-12-20' },
    ],
  },
  {
    orderNo: 'o-170',
    productName: market.products.second,
    productLogo: productMark(market.products.second),
    rows: [{ title: 'Loan amount', value: money.amount(200000) }],
  },
];
const fromWorld = (world: StoryWorld) => {
  const orders = ordersOf(world);
  return { order: orders[0], orders };
};

const meta = {
  title: 'Screens/ComplaintStart',
  component: ComplaintStartScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    state: 'ready',
    ...fromWorld(philippineWorld),
    onSelectOrder: fn(),
    types: [
      { title: 'Collection', value: '1' },
      { title: 'Repayment', value: '2' },
      { title: 'Loan application', value: '3' },
      { title: 'Other', value: '4' },
    ],
    onPickType: fn(),
    subTypes: [
      { title: 'Rude language', value: '11' },
      { title: 'Calls to my contacts', value: '12' },
    ],
    onPickSubType: fn(),
    onCloseSubTypes: fn(),
    myComplaintsHref: '/complaintList',
    onRetry: fn(),
  },
} satisfies Meta<typeof ComplaintStartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your orders')).toHaveAttribute('role', 'status');
  },
};

/** The order with its rows, 'All', 'My complaints' and the question types; a type tap goes to the container. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order' })).toHaveTextContent('Bayanihan Cash');
    await expect(canvas.getByRole('link', { name: 'My complaints' })).toHaveAttribute(
      'href',
      '/complaintList',
    );
    await expect(canvas.getByRole('heading', { name: 'Select question type' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Repayment' }));
    await expect(args.onPickType).toHaveBeenCalledWith({ title: 'Repayment', value: '2' });
  },
};

/**
 * 'All' opens the order switcher; a confirmed order goes to the container. The shot shows the switcher
 * open again with the other order chosen, before Confirm.
 */
export const SwitchOrder: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const open = async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'All' }));
      return body.findByRole('dialog', { name: 'All' });
    };
    const sheet = await open();
    await userEvent.click(within(sheet).getByRole('radio', { name: /Sulit Loan/ }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onSelectOrder).toHaveBeenCalledWith('o-170');
    const again = await open();
    const other = within(again).getByRole('radio', { name: /Sulit Loan/ });
    await userEvent.click(other);
    await expect(other).toBeChecked();
  },
};

/** Without an order the order block is hidden; the types stay. */
export const NoOrder: Story = {
  args: { order: undefined, orders: [] },
  parameters: { market: () => ({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Order' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Collection' })).toBeVisible();
  },
};

/** No question type in the answer: the section says so with Try again, never an empty list (issue 23). */
export const NoTypes: Story = {
  args: { types: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'The choices could not be loaded. Please try again.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Collection's sub-types in a sheet; the confirmed one goes to the container. */
export const CollectionSubTypes: Story = {
  args: { subTypesOpen: true },
  play: async ({ canvasElement, args }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Select question type',
    });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Calls to my contacts' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
    await expect(args.onPickSubType).toHaveBeenCalledWith({ title: 'Calls to my contacts', value: '12' });
  },
};

export const Failed: Story = {
  // A failure that may pass (the connection): Try again. An expired session never reaches this block (the app offers Log in again).
  args: { state: 'failed', failure: 'We could not reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
