import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Timeline, type TimelineItem } from './Timeline';

const steps = (states: TimelineItem['state'][], extra: Partial<TimelineItem>[] = []): TimelineItem[] =>
  ['Applied', 'Approved', 'Paid out', 'Due', 'Repaid'].slice(0, states.length).map((label, index) => ({
    label,
    state: states[index] ?? 'upcoming',
    ...extra[index],
  }));

const meta = {
  title: 'Components/Timeline',
  component: Timeline,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Where your loan stands',
    doneText: 'Done',
    upcomingText: 'Not yet',
    current: 1,
    items: steps(['done', 'current', 'upcoming', 'upcoming', 'upcoming'], [{ time: '2026-11-02' }]),
  },
} satisfies Meta<typeof Timeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Status 21: applied, approval in progress; only the application has a date. */
export const UnderReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Where your loan stands' });
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('2026-11-02')).toBeVisible();
  },
};

/** Status 110: approved, the money on its way. */
export const Approved: Story = {
  args: {
    current: 2,
    items: steps(
      ['done', 'done', 'current', 'upcoming', 'upcoming'],
      [{ time: '2026-11-02' }, { time: '2026-11-03' }],
    ),
  },
};

/** Status 151: the order stopped at approval; nothing after it shows. */
export const NotApproved: Story = {
  args: {
    current: 1,
    items: [
      { label: 'Applied', state: 'done', time: '2026-11-02' },
      { label: 'Not approved', state: 'stopped', time: '2026-11-03' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Not approved').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

/** Status 170: paid out, due in 3 days. */
export const DueSoon: Story = {
  args: {
    current: 3,
    items: steps(
      ['done', 'done', 'done', 'current', 'upcoming'],
      [
        { time: '2026-09-18' },
        { time: '2026-09-19' },
        { time: '2026-09-20' },
        { time: '2026-12-20', notes: [{ text: 'Due in 3 days' }] },
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Due in 3 days')).toBeVisible();
  },
};

/** Status 174: due today. */
export const DueToday: Story = {
  args: {
    current: 3,
    items: steps(
      ['done', 'done', 'done', 'current', 'upcoming'],
      [{}, {}, { time: '2026-09-20' }, { time: '2026-12-20', notes: [{ text: 'Due today' }] }],
    ),
  },
};

/** Status 180: overdue, the note in the danger colour. */
export const Overdue: Story = {
  args: {
    current: 3,
    items: steps(
      ['done', 'done', 'done', 'current', 'upcoming'],
      [
        { time: '2026-09-18' },
        { time: '2026-09-19' },
        { time: '2026-09-20' },
        { time: '2026-12-20', notes: [{ text: '3 days overdue', tone: 'critical' }] },
      ],
    ),
  },
};

/** A plan of instalments: progress under the due step. */
export const Instalments: Story = {
  args: {
    current: 3,
    items: steps(
      ['done', 'done', 'done', 'current', 'upcoming'],
      [
        { time: '2026-09-18' },
        { time: '2026-09-19' },
        { time: '2026-09-20' },
        { time: '2026-12-20', notes: [{ text: 'Due in 3 days' }, { text: '2 of 4 paid' }] },
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 of 4 paid')).toBeVisible();
  },
};

/**
 * Status 200: every step done, repaid the step the loan is at, on its due day: the dates run forward (a
 * loan repaid before its due date has no due step, core's `orderTimeline`).
 */
export const Repaid: Story = {
  args: {
    current: 4,
    items: steps(
      ['done', 'done', 'done', 'done', 'done'],
      [
        { time: '2026-09-18' },
        { time: '2026-09-19' },
        { time: '2026-09-20' },
        { time: '2026-12-20' },
        { time: '2026-12-20' },
      ],
    ),
  },
};

/** An answer with no dates: every step shows without one. */
export const WithoutDates: Story = {
  args: { current: 3, items: steps(['done', 'done', 'done', 'current', 'upcoming']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/\d{4}-\d{2}-\d{2}/)).toBeNull();
  },
};
