import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { philippineWorld, type StoryWorld } from '../../stories-assets/market';
import { ComplaintListScreen, type ComplaintListTab } from './ComplaintListScreen';

const first = {
  id: '1',
  time: '2026-11-02 10:15:00',
  type: 'Collection',
  content: 'I was called five times in one hour about a loan that is not yet due.',
  status: 'Completed',
  statusTone: 'success' as const,
};
/** The second complaint is about a payment in the shown brand's first wallet. */
const secondOf = ({ market }: StoryWorld) => ({
  id: '2',
  time: '2026-11-20 08:40:00',
  type: 'Repayment',
  content: market.serverTexts.pendingComplaint,
  status: 'Processing',
  statusTone: 'warning' as const,
});
const second = secondOf(philippineWorld);

const tabsOf = (world: StoryWorld): { tabs: ComplaintListTab[] } => ({
  tabs: [
    { title: 'All', items: [secondOf(world), first] },
    { title: 'Processing', items: [secondOf(world)] },
    { title: 'Completed', items: [first] },
    { title: 'Rejected', items: [] },
  ],
});
const { tabs } = tabsOf(philippineWorld);

const meta = {
  title: 'Screens/ComplaintList',
  component: ComplaintListScreen,
  parameters: { layout: 'fullscreen', market: tabsOf },
  args: {
    state: 'ready',
    tabs,
    hrefFor: (item) => `/complainDetails?problemId=${item.id}`,
    onOpenItem: fn(),
    onTabChange: fn(),
    onRefresh: fn(() => new Promise<void>(() => {})),
    onRetry: fn(),
    onNewComplaint: fn(),
  },
} satisfies Meta<typeof ComplaintListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your complaints')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Complaints by status' });
    await expect(within(list).getAllByRole('tab')).toHaveLength(4);
    await expect(within(list).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('link')).toHaveLength(2);
    await expect(within(panel).getByText('2026-11-02 10:15:00')).toBeVisible();
    await expect(within(panel).getByText('Collection')).toBeVisible();
    // Each row says where the complaint stands, and its name carries it.
    await expect(within(panel).getByRole('link', { name: /Collection.*Completed/ })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: /Repayment.*Processing/ })).toBeVisible();
    // The statuses read apart: still being handled in the warning colour, done in the success colour.
    const colour = (text: string) => getComputedStyle(within(panel).getByText(text)).color;
    await expect(colour('Processing')).not.toBe(colour('Completed'));
  },
};

/** With complaints listed, File a complaint is still the page's primary action, at its foot. */
export const FileAnother: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(2);
    const actions = canvas.getByRole('group', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'File a complaint' }));
    await expect(args.onNewComplaint).toHaveBeenCalledTimes(1);
  },
};

/** A complaint whose status the answer does not give shows no status, not an empty tag. */
export const WithoutStatus: Story = {
  args: { tabs: [{ title: 'All', items: [{ ...second, status: undefined }] }] },
  parameters: {
    market: (world: StoryWorld) => ({
      tabs: [{ title: 'All', items: [{ ...secondOf(world), status: undefined }] }],
    }),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Repayment/ });
    await expect(link).not.toHaveTextContent('Processing');
  },
};

export const OpenItem: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Collection/ });
    await expect(link).toHaveAttribute('href', '/complainDetails?problemId=1');
    await userEvent.click(link);
    await expect(args.onOpenItem).toHaveBeenCalledWith(first);
  },
};

export const SwitchTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Processing' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('1');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(1);
  },
};

/**
 * A tab without complaints shows the empty state; File a complaint is the page's footer action, the same
 * primary as on an empty list, and only once.
 */
export const EmptyTab: Story = {
  args: { activeTab: '3' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No complaints yet' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'File a complaint' })).toHaveLength(1);
    const actions = canvas.getByRole('group', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'File a complaint' }));
    await expect(args.onNewComplaint).toHaveBeenCalledTimes(1);
  },
};

/** No complaints at all: File a complaint is the page's way on, the footer primary as in an empty tab. */
export const NoTabs: Story = {
  args: { tabs: [] },
  parameters: { market: () => ({}) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No complaints yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'File a complaint' })).toHaveLength(1);
    const actions = canvas.getByRole('group', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'File a complaint' }));
    await expect(args.onNewComplaint).toHaveBeenCalledTimes(1);
  },
};

/** A failure that may pass (a connection problem): Try again. */
export const Failed: Story = {
  args: { state: 'failed', failure: 'We could not reach the server. Check your connection and try again.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server refused (a business code): a retry cannot change it, so customer service and no Try again. */
export const FailedRefused: Story = {
  args: {
    state: 'failed',
    failure: 'Complaints are closed for maintenance until 6:00 am.',
    failureWays: { onContact: fn() },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Complaints are closed for maintenance until 6:00 am.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Contact/ }));
    await expect(args.failureWays?.onContact).toHaveBeenCalledTimes(1);
  },
};

/** Server text is text: markup in a complaint is shown, never rendered. */
export const TextNotHtml: Story = {
  args: {
    tabs: [{ title: 'All', items: [{ ...second, content: '<img src=x onerror=alert(1)> not paid' }] }],
  },
  parameters: {
    market: () => ({}),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)> not paid')).toBeVisible();
  },
};
