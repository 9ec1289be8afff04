import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { key: 'all', title: 'All', content: 'All complaints' },
  { key: 'pending', title: 'Pending', content: 'Pending complaints' },
  { key: 'done', title: 'Done', content: 'Done complaints' },
];

function panelArea() {
  const panel = screen.getByRole('tabpanel');
  const area = panel.parentElement as HTMLElement;
  Object.defineProperty(area, 'clientWidth', { value: 300, configurable: true });
  return area;
}

describe('Tabs', () => {
  it('switches to the next tab on a left swipe of 0.3 of the width', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    const area = panelArea();
    fireEvent.pointerDown(area, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 150, clientY: 102 });
    fireEvent.pointerUp(area, { pointerId: 1, clientX: 110, clientY: 102 });
    expect(onChange).toHaveBeenCalledWith('pending');
    expect(screen.getByRole('tabpanel').textContent).toBe('Pending complaints');
  });

  it('never switches tabs once the gesture was judged vertical', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    const area = panelArea();
    fireEvent.pointerDown(area, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 198, clientY: 140 });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 20, clientY: 150 });
    fireEvent.pointerUp(area, { pointerId: 1, clientX: 10, clientY: 150 });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
  });

  it('ignores a cancelled gesture (the browser took it for scrolling)', () => {
    const onChange = vi.fn();
    render(<Tabs items={items} onChange={onChange} />);
    const area = panelArea();
    fireEvent.pointerDown(area, { pointerId: 1, isPrimary: true, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerCancel(area, { pointerId: 1, clientX: 50, clientY: 100 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves focus and selection with the arrow keys, wrapping at the ends', async () => {
    render(<Tabs items={items} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Done' }));
    expect(screen.getByRole('tabpanel', { name: 'Done' }).textContent).toBe('Done complaints');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
  });

  it('keeps one tab stop: only the active tab is in the tab order', () => {
    render(<Tabs items={items} defaultActiveKey="pending" />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([-1, 0, -1]);
  });
});
