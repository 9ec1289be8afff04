import { useDates } from '../../config';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './Timeline.css';

/** Behind the order, where it is now, ahead of it, or where it stopped (core's `TimelineStepState`). */
export type TimelineState = 'done' | 'current' | 'upcoming' | 'stopped';

export interface TimelineItem {
  /** The step's name (catalogue text). */
  label: string;
  state: TimelineState;
  /** The step's date, any form core's `formatDate` reads, shown YYYY-MM-DD in the provider's zone. Default none. */
  time?: string | number;
  /** Lines under the step: "Due in 3 days", "2 of 4 paid"; `critical` is the danger colour (overdue). Default none. */
  notes?: readonly { text: string; tone?: 'critical' }[];
  /** `critical`: the step's marker in the danger colour (a due step past its date). Default none. */
  tone?: 'critical';
}

export interface TimelineProps {
  /** The steps, in order. */
  items: readonly TimelineItem[];
  /** The index of the step the process is at: aria-current="step". Default none. */
  current?: number;
  /** Names the list for screen readers. */
  'aria-label'?: string;
  /** Labelled by a heading instead. Default none. */
  'aria-labelledby'?: string;
  /** Read after a done step's name (catalogue text, e.g. "Done"). Default none. */
  doneText?: string;
  /** Read after an upcoming step's name (catalogue text, e.g. "Not yet"). Default none. */
  upcomingText?: string;
}

function Marker({ state, tone }: { state: TimelineState; tone?: 'critical' }) {
  const critical = tone === 'critical';
  return (
    <span className={styles.marker({ state, critical })} data-tone={tone} aria-hidden="true">
      {state === 'done' ? (
        <svg viewBox="0 0 16 16" width="12" height="12">
          <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      ) : state === 'stopped' ? (
        <svg viewBox="0 0 16 16" width="12" height="12">
          <path d="M4 4l8 8M12 4l-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" />
        </svg>
      ) : null}
    </span>
  );
}

/**
 * The steps of a process as an ordered list: a marker per step (done, now, ahead, stopped, told by its
 * shape as well as its colour), the step's date when known and a note; the step the process is at
 * carries aria-current="step".
 */
export function Timeline({
  items,
  current,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  doneText,
  upcomingText,
}: TimelineProps) {
  const { date } = useDates();
  const hidden = { done: doneText, upcoming: upcomingText, current: undefined, stopped: undefined };
  return (
    <ol className={styles.list} aria-label={ariaLabel} aria-labelledby={labelledBy}>
      {items.map((item, index) => {
        const last = index === items.length - 1;
        const shown = item.time === undefined || item.time === '' ? '' : date(item.time);
        const said = hidden[item.state];
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
            key={index}
            className={styles.step({ state: item.state, last })}
            aria-current={index === current ? 'step' : undefined}
          >
            <Marker state={item.state} tone={item.tone} />
            <div className={styles.body}>
              <span className={styles.label({ upcoming: item.state === 'upcoming' })}>
                {item.label}
                {said ? <span className={visuallyHidden}>, {said}</span> : null}
              </span>
              {shown ? <span className={styles.time}>{shown}</span> : null}
              {item.notes?.map((note) => (
                <span key={note.text} className={styles.note({ tone: note.tone })}>
                  {note.text}
                </span>
              ))}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
