import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionDownloadScreen } from './PromotionDownloadScreen';

const logo = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1a56db"/><rect x="14" y="20" width="36" height="24" rx="4" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Screens/PromotionDownload',
  component: PromotionDownloadScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    appName: 'Peso Cash Plus',
    logo,
    headline: 'You are one step away',
    subtitle: 'Download the app and sign in with your mobile number.',
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
    await expect(canvas.getByRole('heading', { level: 2, name: 'Peso Cash Plus' })).toBeVisible();
    await expect(canvas.getByText('You are one step away')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download the app' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** A template with only a name and a URL (a channel link's): a plain tile and the page's own lines. */
export const WithoutLogoAndTexts: Story = {
  args: { appName: 'Peso Cash Lite', logo: undefined, headline: undefined, subtitle: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Peso Cash Lite' })).toBeVisible();
    await expect(canvas.getByText('Download the app to get your loan')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
