import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Page } from '../../components/Page';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { TestPreviewScreen } from './TestPreviewScreen';

const values = {
  appVersion: '1.0.0',
  deviceName: 'Pixel 5',
  deviceId: 'dev-device',
  osVersion: 'Android 14',
  sessionId: 'demo',
  advertisingId: 'ad-0001',
  productId: 'p-100',
  orderId: 'o-174-delay',
};
const query = 'sessionId=demo&productId=p-100&orderId=o-174-delay';
const photoSvg =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#8fb9b0"/></svg>',
  );

const meta = {
  title: 'Screens/TestPreviewScreen',
  component: TestPreviewScreen,
  tags: ['autodocs'],
  // As the app shows it: inside Page, whose inset is the screen's only one.
  decorators: [
    (Story) => (
      <Page>
        <Story />
      </Page>
    ),
  ],
  args: {
    values,
    onChange: fn(),
    links: [
      { label: 'Confirm loan', href: `/terroristBy?${query}` },
      { label: 'Loan detail', href: `/summerJuly?${query}` },
      { label: 'Repay', href: `/starGesture?${query}` },
      { label: 'Extension', href: `/eventOlympics?${query}` },
    ],
    onPhoto: fn(),
    contact: '',
    onContactChange: fn(),
    location: { state: 'idle', text: 'Location not asked yet.' },
    onLocate: fn(),
    bridgeLog: [],
    bridgeActions: ['closeWebview', 'callPhone'],
    onSendBridge: fn(),
  },
} satisfies Meta<typeof TestPreviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order id' }), '9');
    await expect(args.onChange).toHaveBeenLastCalledWith('orderId', 'o-174-delay9');
    await userEvent.click(canvas.getByRole('button', { name: 'closeWebview' }));
    await expect(args.onSendBridge).toHaveBeenCalledWith('closeWebview');
    await expect(canvas.getByRole('link', { name: 'Repay' })).toHaveAttribute(
      'href',
      `/starGesture?${query}`,
    );
  },
};

/** The contact a borrower picked and the number a page called, in the shown brand's market. */
const withResults = ({ market }: StoryWorld) => ({
  contact: market.phones.wallet,
  location: {
    state: 'done' as const,
    text: `Latitude ${market.location.latitude}, longitude ${market.location.longitude} (within 20 m)`,
  },
  bridgeLog: [
    {
      id: 2,
      time: '10:02:11',
      name: 'callPhone',
      payload: JSON.stringify({ phone: market.phones.callPayload }),
    },
    { id: 1, time: '10:01:58', name: 'closeWebview', payload: '{}' },
  ],
});

export const WithResults: Story = {
  args: {
    ...withResults(philippineWorld),
    photo: { name: 'receipt.jpg', type: 'image/jpeg', size: 48213, url: photoSvg },
  },
  parameters: { market: withResults },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Bridge log' })).toHaveTextContent('callPhone');
    await expect(canvas.getByRole('img', { name: 'Chosen photo receipt.jpg' })).toBeVisible();
  },
};

export const LocationRefused: Story = {
  args: { location: { state: 'error', text: 'Location refused: User denied Geolocation' } },
};
