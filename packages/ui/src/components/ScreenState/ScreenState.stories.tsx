import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AsyncScreen, LoadingScreen, ScreenSkeleton, skeletonLayouts } from './ScreenState';

const meta = {
  title: 'Components/AsyncScreen',
  component: AsyncScreen,
  tags: ['autodocs'],
  args: {
    state: 'ready',
    label: 'Loading your repayment',
    failure: { description: 'The server took too long to answer.', onRetry: fn() },
    empty: { title: 'No complaints yet', description: 'Complaints you send appear here.' },
    children: <p>Your repayment is due on 12 May.</p>,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'failed', 'empty', 'ready'] },
    layout: { control: 'inline-radio', options: skeletonLayouts },
  },
} satisfies Meta<typeof AsyncScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the skeleton with one status for screen readers, and aria-busy on the scaffold. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-state]');
    await expect(root).toHaveAttribute('data-state', 'loading');
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your repayment');
    await expect(canvas.queryByText('Your repayment is due on 12 May.')).toBeNull();
  },
};

/** Failed: the error block with the server's message; Try again calls the retry. */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const root = canvasElement.querySelector('[data-state]');
    await expect(root).toHaveAttribute('data-state', 'failed');
    await expect(root).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.getByText('The server took too long to answer.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.failure?.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByRole('heading', { level: 2, name: 'No complaints yet' })).toBeVisible();
  },
};

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByText('Your repayment is due on 12 May.')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A render function runs only when ready, so it may read data that a loading screen does not have yet. */
export const ReadyRendersLazily: Story = {
  args: { state: 'loading', children: fn(() => <p>Loaded</p>) },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).queryByText('Loaded')).toBeNull();
    await expect(args.children).not.toHaveBeenCalled();
  },
};

/** Every layout a screen can reserve while it loads, each with a single status. */
export const Layouts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {skeletonLayouts.map((layout) => (
        <ScreenSkeleton key={layout} layout={layout} label={`Loading the ${layout}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual(skeletonLayouts.map((l) => `Loading the ${l}`));
  },
};

/** A route's first paint while its screen or its first call is on the way: its title and a skeleton. */
export const WholePageWhileLoading: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => <LoadingScreen title="Repayment" layout="summary" label="Loading your repayment" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Repayment' })).toBeVisible();
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByRole('status'));
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('aria-busy', 'true');
  },
};
