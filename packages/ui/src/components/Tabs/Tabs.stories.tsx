import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs } from './Tabs';

const complaintTabs = [
  { key: 'all', title: 'All', content: <p>Complaint 1024: repayment not credited. 2024-05-03 10:20:00</p> },
  { key: 'pending', title: 'Pending', content: <p>Complaint 1025: collection calls. 2024-05-04 09:00:00</p> },
  { key: 'done', title: 'Done', content: <p>No complaints in this tab.</p> },
];

const manyTabs = ['Personal', 'Job', 'Contacts', 'Bank', 'Identity', 'Address', 'Income', 'Other'].map(
  (title) => ({
    key: title.toLowerCase(),
    title,
    content: <p>{title} information</p>,
  }),
);

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { items: complaintTabs, onChange: fn(), 'aria-label': 'Complaint status' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending' }));
    await expect(args.onChange).toHaveBeenCalledWith('pending');
    await expect(canvas.getByRole('tabpanel', { name: 'Pending' })).toHaveTextContent('collection calls');
    await userEvent.click(canvas.getByRole('tab', { name: 'All' }));
  },
};

export const ScrollableList: Story = {
  args: { items: manyTabs, defaultActiveKey: 'income', 'aria-label': 'Application steps' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Application steps' });
    const tab = canvas.getByRole('tab', { name: 'Personal' });
    // Five tabs per page: each tab is a fifth of the list's width, or its label's if wider (never cut).
    await expect(Math.round(tab.getBoundingClientRect().width)).toBeGreaterThanOrEqual(
      Math.round(list.clientWidth / 5),
    );
    await expect(tab.scrollWidth).toBeLessThanOrEqual(tab.clientWidth);
    // The active seventh tab was scrolled into view.
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith('pending');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
  },
};

function swipe(target: Element, from: [number, number], to: [number, number]) {
  const init = { pointerId: 7, isPrimary: true, pointerType: 'touch', bubbles: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from[0], clientY: from[1] }));
  const mid: [number, number] = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: mid[0], clientY: mid[1] }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: to[0], clientY: to[1] }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to[0], clientY: to[1] }));
}

export const Swipe: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // A vertical gesture is locked vertical: it never switches tabs, even if it drifts sideways.
    swipe(canvas.getByRole('tabpanel'), [300, 100], [180, 300]);
    await expect(args.onChange).not.toHaveBeenCalled();
    // A left swipe under 0.3 of the width stays; one past it moves to the next tab.
    swipe(canvas.getByRole('tabpanel'), [300, 100], [220, 100]);
    await expect(args.onChange).not.toHaveBeenCalled();
    swipe(canvas.getByRole('tabpanel'), [300, 100], [150, 104]);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('pending'));
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  },
};
