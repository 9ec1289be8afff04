import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productLogo, productLogoAlt, productLogoThird } from '../../stories-assets/images';
import { ProductList, type RecommendedProductItem } from './ProductList';

const products: RecommendedProductItem[] = [
  {
    id: 'p-201',
    logo: productLogo,
    name: 'Kaagapay Cash',
    buttonText: 'Apply now',
    limitRange: '₱2,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    rate: '0.05% / day',
    tags: ['Fast approval'],
    enabled: '1',
  },
  {
    id: 'p-202',
    logo: productLogoAlt,
    name: 'Sulit Loan',
    buttonText: 'Apply today',
    limitRange: '₱1,000 - ₱10,000',
    tags: ['First loan'],
    enabled: '1',
  },
  {
    id: 'p-203',
    logo: productLogoThird,
    name: 'Tindahan Credit',
    buttonText: 'Not available',
    limitRange: '₱5,000 - ₱50,000',
    tags: ['Business'],
    enabled: '0',
  },
];

const meta = {
  title: 'Components/ProductList',
  component: ProductList,
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
    await userEvent.click(canvas.getByRole('button', { name: 'Apply today' }));
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
