import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { ProductList, type RecommendedProductItem } from './ProductList';

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
    id: 'p-202',
    logo: productMark(market.products.second),
    name: market.products.second,
    // One verb for one action: every card that can be taken says Apply now.
    buttonText: 'Apply now',
    limitRange: `${money.whole(100000)} - ${money.whole(1000000)}`,
    tags: ['First loan'],
    enabled: '1',
  },
  {
    id: 'p-203',
    logo: productMark(market.products.recommended[1]),
    name: market.products.recommended[1],
    buttonText: 'Not available',
    limitRange: `${money.whole(500000)} - ${money.whole(5000000)}`,
    tags: ['Business'],
    enabled: '0',
  },
];
const products = productsOf(philippineWorld);

const meta = {
  title: 'Components/ProductList',
  component: ProductList,
  parameters: { market: (world: StoryWorld) => ({ products: productsOf(world) }) },
  args: { products, onSelectProduct: fn() },
} satisfies Meta<typeof ProductList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tags on the first two cards only; a tap reports the product and its position. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('list', { name: 'Tags' })).toHaveLength(2);
    await expect(canvas.queryByText('Business')).toBeNull();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Apply now' })[1] as HTMLElement);
    await expect(args.onSelectProduct).toHaveBeenCalledWith(products[1], 1);
  },
};

/** A card whose enabled flag is '0' ignores taps (spec 5). */
export const DisabledCard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Not available' }));
    await expect(args.onSelectProduct).not.toHaveBeenCalled();
  },
};
