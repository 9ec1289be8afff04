import { TABS_PER_PAGE } from '@loan/core';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useText } from '../../config';
import { useControllableState } from '../../hooks/useControllableState';
import { decideAxis, type SwipeAxis, swipeTarget } from './gesture';
import * as styles from './Tabs.css';

export interface TabItem {
  /** Stable key, reported by `onChange`. */
  key: string;
  /** The tab's label. */
  title: string;
  /** The panel shown while the tab is active. Default none. */
  content?: ReactNode;
}

export interface TabsProps {
  /** The tabs, in order (spec 2: the complaint list's tabs come from the server). */
  items: readonly TabItem[];
  /** Active key when controlled. Default none (uncontrolled). */
  activeKey?: string;
  /** Active key at first when uncontrolled. Default the first item's key. */
  defaultActiveKey?: string;
  /** Called with the newly active key. Default none. */
  onChange?: (key: string) => void;
  /** Tabs visible across the width before the list scrolls. Default TABS_PER_PAGE (5). */
  perPage?: number;
  /** Panels follow a sideways swipe (threshold 0.3 of the width, locked direction). Default `true`. */
  swipeable?: boolean;
  /** Accessible name of the tab list. Default the catalogue's `kit.tabs`. */
  'aria-label'?: string;
}

// The panel follows the finger sideways while dragged.
const dragStyle = (offset: number) => ({ transform: `translateX(${offset}px)` });

interface Drag {
  id: number;
  x: number;
  y: number;
  axis: SwipeAxis | null;
}

/**
 * Tabs from data with a horizontally scrollable list and roving keyboard focus (arrows, Home, End).
 * The panel follows a sideways swipe; once a gesture is judged vertical it never switches tabs.
 */
export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  perPage = TABS_PER_PAGE,
  swipeable = true,
  'aria-label': ariaLabel,
}: TabsProps) {
  const t = useText();
  const [current, setCurrent] = useControllableState({
    value: activeKey,
    defaultValue: defaultActiveKey ?? items[0]?.key ?? '',
    onChange,
  });
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const drag = useRef<Drag | null>(null);
  const [offset, setOffset] = useState(0);
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === current),
  );
  const active = items[index];

  // Keep the active tab in view inside the scrollable list.
  useEffect(() => {
    const list = listRef.current;
    const tab = active ? tabRefs.current.get(active.key) : undefined;
    if (!list || !tab) return;
    const left = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
    if (typeof list.scrollTo === 'function') list.scrollTo({ left: Math.max(0, left) });
  }, [active]);

  const select = (next: number, focus: boolean) => {
    const item = items[next];
    if (!item) return;
    setCurrent(item.key);
    if (focus) tabRefs.current.get(item.key)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipeable || !event.isPrimary) return;
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, axis: null };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (d.axis === null) d.axis = decideAxis(dx, dy);
    if (d.axis === 'x') setOffset(dx);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, commit: boolean) => {
    const d = drag.current;
    if (!d || d.id !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (!commit) return;
    const next = swipeTarget({
      axis: d.axis,
      dx: event.clientX - d.x,
      width: event.currentTarget.clientWidth,
      index,
      count: items.length,
    });
    if (next !== index) select(next, false);
  };

  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  return (
    <div className={styles.root}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={ariaLabel ?? t('kit.tabs')}
        className={styles.list}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const selected = item.key === active?.key;
          return (
            <button
              key={item.key}
              ref={(node) => {
                if (node) tabRefs.current.set(item.key, node);
                else tabRefs.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={tabId(item.key)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.key) : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              style={perPage !== TABS_PER_PAGE ? { flexBasis: `${100 / perPage}%` } : undefined}
              onClick={() => setCurrent(item.key)}
            >
              {item.title}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          className={styles.panels}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={(event) => endDrag(event, true)}
          onPointerCancel={(event) => endDrag(event, false)}
        >
          <div
            role="tabpanel"
            id={panelId(active.key)}
            aria-labelledby={tabId(active.key)}
            tabIndex={0}
            className={styles.panel}
            data-dragging={offset !== 0 || undefined}
            style={offset !== 0 ? dragStyle(offset) : undefined}
          >
            {active.content}
          </div>
        </div>
      ) : null}
    </div>
  );
}
