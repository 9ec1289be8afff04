import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useStoryWorld } from '../stories-assets/market';
import { Box } from './Box';
import { Card } from './Card';
import { Inset } from './Inset';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Primitives',
  component: Box,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (element: Element, property: string) =>
  Number.parseFloat(getComputedStyle(element).getPropertyValue(property));

/** The one rhythm every in-app screen shares: the page inset, 16 px between blocks, one card style. */
export const Rhythm: Story = {
  render: function Rhythm() {
    const { market, money } = useStoryWorld();
    return (
      <Inset component="main">
        <Stack>
          <Card component="section" aria-label="Amount due">
            <Box component="h2" style={{ margin: 0, fontSize: 16 }}>
              Amount due
            </Box>
            <Box component="p">{`${money.amount(500000)} on 12 Dec 2026`}</Box>
          </Card>
          <Card component="section" aria-label="Loan">
            <Box component="h2" style={{ margin: 0, fontSize: 16 }}>
              Loan
            </Box>
            <Box component="p">{`${market.products.recommended[0]}, 14 days`}</Box>
          </Card>
        </Stack>
      </Inset>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = canvas.getByRole('main');
    const due = canvas.getByRole('region', { name: 'Amount due' });
    const loan = canvas.getByRole('region', { name: 'Loan' });
    // The page inset is 16 px at 360 px and wider, 8 px below.
    await expect(px(main, 'padding-left')).toBe(window.innerWidth < 360 ? 8 : 16);
    await expect(px(main, 'padding-top')).toBe(16);
    // Blocks 16 px apart; the card pads 16 px with a 16 px radius on the surface.
    await expect(loan.getBoundingClientRect().top - due.getBoundingClientRect().bottom).toBe(16);
    await expect(px(due, 'padding-top')).toBe(16);
    await expect(px(due, 'border-top-left-radius')).toBe(16);
    await expect(getComputedStyle(due).boxShadow).not.toBe('none');
  },
};

/** Box's props from the scale: a row that wraps, its children 8 px apart, on the brand's soft tint. */
export const BoxRow: Story = {
  render: function BoxRow() {
    const { market } = useStoryWorld();
    return (
      <Inset>
        <Box
          role="group"
          aria-label="Channels"
          display="flex"
          flexWrap="wrap"
          alignItems="center"
          justifyContent="space-between"
          gap="xs"
          padding="sm"
          background="brandSoft"
          borderRadius="md"
        >
          {[...market.wallets, market.store].map(({ name }) => (
            <Box key={name} component="span">
              {name}
            </Box>
          ))}
        </Box>
      </Inset>
    );
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('group', { name: 'Channels' });
    await expect(getComputedStyle(row).display).toBe('flex');
    await expect(px(row, 'column-gap')).toBe(8);
    await expect(px(row, 'padding-left')).toBe(12);
    await expect(px(row, 'border-top-left-radius')).toBe(10);
  },
};

/** A card of full-width rows trades its block padding for 8 px; the rows bring their own. */
export const CardOfRows: Story = {
  render: () => (
    <Inset>
      <Stack space="lg">
        <Card paddingY="xs" space="none" component="ul" aria-label="Plans" style={{ listStyle: 'none' }}>
          {['7 days', '14 days', '30 days'].map((plan) => (
            <Box key={plan} component="li" paddingY="sm">
              {plan}
            </Box>
          ))}
        </Card>
      </Stack>
    </Inset>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Plans' });
    await expect(px(list, 'padding-top')).toBe(8);
    await expect(px(list, 'padding-left')).toBe(16);
  },
};
