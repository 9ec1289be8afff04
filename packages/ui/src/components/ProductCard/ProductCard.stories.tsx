import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld, useStoryWorld } from '../../stories-assets/market';
import { initialsOf } from '../LogoTile';
import { ProductCard } from './ProductCard';

/** The shown brand's product: a name of its market, its first logo, a range in its currency. */
const fromWorld = ({ market, money }: StoryWorld) => ({
  name: market.products.more[0],
  logo: productMark(market.products.more[0]),
  limitRange: `${money.whole(100000)} - ${money.whole(2000000)}`,
});

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  argTypes: { enabled: { control: 'inline-radio', options: ['1', '0'] } },
  parameters: { market: fromWorld },
  args: {
    ...fromWorld(philippineWorld),
    buttonText: 'Apply',
    limitDescription: 'Loan amount',
    rate: 'Daily rate 0.05%',
    description: 'Money in your account within 1 day.',
    onSelect: fn(),
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** A tap anywhere on the card counts, not only on the button. */
export const TapAnywhere: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Money in your account within 1 day.'));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

export const WithTags: Story = {
  args: { tags: ['Fast approval', 'Low rate', 'No collateral'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Spec 5: enabled flag '0' shows the card gray and ignores taps. */
export const Disabled: Story = {
  args: { enabled: '0', tags: ['Fast approval'], buttonText: 'Sold out' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sold out' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.click(canvas.getByText('Money in your account within 1 day.'));
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Spec 2: on the failure page only the first two products show tags. */
export const RecommendedList: Story = {
  render: function RecommendedList(args) {
    const { market } = useStoryWorld();
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        {[
          { name: market.products.more[0], logo: productMark(market.products.more[0]) },
          { name: market.products.second, logo: productMark(market.products.second) },
          { name: market.products.more[1], logo: productMark(market.products.more[1]) },
        ].map((product, index) => (
          <ProductCard
            key={product.name}
            {...args}
            {...product}
            tags={['Fast approval', 'Low rate']}
            showTags={index < 2}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list', { name: 'Tags' })).toHaveLength(2);
  },
};

/** No logo from the server: the product's initials in the brand's colours, never a blank gap. */
export const WithoutLogo: Story = {
  args: { logo: undefined },
  // The brand's product name, without its logo.
  parameters: { market: (world: StoryWorld) => ({ ...fromWorld(world), logo: undefined }) },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg text')).toHaveTextContent(initialsOf(args.name));
  },
};
