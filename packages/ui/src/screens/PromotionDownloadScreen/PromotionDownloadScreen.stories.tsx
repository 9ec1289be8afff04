import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { productMark } from '../../stories-assets/images';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { PromotionDownloadScreen } from './PromotionDownloadScreen';

/** The shown brand's market's app and logo. */
const fromWorld = ({ market }: StoryWorld) => ({
  appName: market.products.apps.download,
  logo: productMark(market.products.apps.download),
});
const { apps } = philippineWorld.market.products;

const meta = {
  title: 'Screens/PromotionDownload',
  component: PromotionDownloadScreen,
  parameters: { layout: 'fullscreen', market: fromWorld },
  args: {
    state: 'ready',
    ...fromWorld(philippineWorld),
    headline: 'You are one step away',
    subtitle: 'Download the app and log in with your mobile number.',
    onDownload: fn(),
  },
} satisfies Meta<typeof PromotionDownloadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading the app's details")).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('button', { name: 'Download the app' })).toBeNull();
  },
};

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: apps.download })).toBeVisible();
    await expect(canvas.getByText('You are one step away')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the app' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Both stores' badges, small and side by side under the headline, and three reasons to get the app; the footer's button is the one primary. */
export const BenefitsAndStoreBadges: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const benefits = canvas.getByRole('region', { name: 'Why get the app' });
    await expect(within(benefits).getAllByRole('listitem')).toHaveLength(3);
    // Each badge is a button named by its visible text; both follow the template's one URL.
    const play = canvas.getByRole('button', { name: 'Get it on Google Play' });
    const appStore = canvas.getByRole('button', { name: 'Download on the App Store' });
    // Small badges side by side, not two more full-width bars beside the one primary (issue 24 review).
    await expect(Math.round(play.getBoundingClientRect().top)).toBe(
      Math.round(appStore.getBoundingClientRect().top),
    );
    const primary = canvas.getByRole('button', { name: 'Download the app' });
    await expect(play.getBoundingClientRect().width).toBeLessThan(primary.getBoundingClientRect().width / 2);
    await userEvent.click(play);
    await userEvent.click(appStore);
    await expect(args.onDownload).toHaveBeenCalledTimes(2);
  },
};

/** A template with only a name and a URL (a channel link's): the name's initials tile and the page's own lines. */
export const WithoutLogoAndTexts: Story = {
  args: { appName: apps.lite, logo: undefined, headline: undefined, subtitle: undefined },
  parameters: { market: ({ market }: StoryWorld) => ({ appName: market.products.apps.lite }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: apps.lite })).toBeVisible();
    await expect(canvas.getByText('Download the app to get your loan')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    // Never a blank square: the app name's initials in the brand's colours.
    await expect(canvasElement.querySelector('svg text')).toHaveTextContent('PC');
  },
};
