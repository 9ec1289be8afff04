import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PullToRefresh } from './PullToRefresh';

const orders = ['Order 20240503-01: Repayment', 'Order 20240412-07: Settled', 'Order 20240301-02: Settled'];

const meta = {
  title: 'Components/PullToRefresh',
  component: PullToRefresh,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    onRefresh: fn(() => new Promise<void>(() => {})),
    children: (
      <ul style={{ margin: 0, padding: 16, listStyle: 'none' }}>
        {orders.map((order) => (
          <li key={order} style={{ padding: '12px 0' }}>
            {order}
          </li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real touch events, as a finger in a webview sends them. */
function drag(target: Element, ys: number[], release: boolean) {
  const touchAt = (y: number) => new Touch({ identifier: 1, target, clientX: 100, clientY: y });
  const send = (type: string, y: number, active: boolean) =>
    target.dispatchEvent(
      new TouchEvent(type, {
        touches: active ? [touchAt(y)] : [],
        changedTouches: [touchAt(y)],
        bubbles: true,
        cancelable: true,
      }),
    );
  const [first = 0, ...rest] = ys;
  send('touchstart', first, true);
  for (const y of rest) send('touchmove', y, true);
  if (release) send('touchend', rest.at(-1) ?? first, false);
}

const steps = (from: number, to: number) =>
  Array.from({ length: (to - from) / 10 + 1 }, (_, i) => from + i * 10);

function root(canvasElement: HTMLElement) {
  return canvasElement.querySelector('[data-state]') as HTMLElement;
}

export const Resting: Story = {
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'pulling');
  },
};

/** Part way down: the ring fills toward the release point and the arrow points down. */
export const Pulling: Story = {
  play: async ({ canvasElement }) => {
    drag(root(canvasElement), steps(100, 140), false);
    const status = within(canvasElement).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Pull down to refresh'));
    await expect(status.querySelector('svg')).toHaveAttribute('data-pull', 'pulling');
    await expect(root(canvasElement).querySelector('[style*="translateY"]')).not.toBeNull();
  },
};

export const CanRelease: Story = {
  play: async ({ canvasElement }) => {
    drag(root(canvasElement), steps(100, 200), false);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'canRelease'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Release to refresh');
    // The picture follows the state: the arrow has turned up.
    await expect(within(canvasElement).getByRole('status').querySelector('svg')).toHaveAttribute(
      'data-pull',
      'canRelease',
    );
  },
};

export const Refreshing: Story = {
  play: async ({ args, canvasElement }) => {
    drag(root(canvasElement), steps(100, 200), true);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'refreshing'));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('loading...');
  },
};

export const Complete: Story = {
  // The complete state is held for a minute so the screenshot never races it.
  args: { onRefresh: fn(() => Promise.resolve()), completeMs: 60_000 },
  play: async ({ canvasElement }) => {
    drag(root(canvasElement), steps(100, 200), true);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'complete'));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Refreshed');
  },
};

export const ShortPullSnapsBack: Story = {
  play: async ({ args, canvasElement }) => {
    drag(root(canvasElement), steps(100, 130), true);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'pulling');
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
