import type { MouseEvent } from 'react';
import { ActionBar } from '../../components/ActionBar';
import { Button } from '../../components/Button';
import { EmptyBlock, type EmptyBlockProps } from '../../components/EmptyBlock';
import type { FailureWays } from '../../components/ErrorBlock';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { PullToRefresh } from '../../components/PullToRefresh';
import { AsyncScreen } from '../../components/ScreenState';
import { Tabs } from '../../components/Tabs';
import { Tag, type TagTone } from '../../components/Tag';
import { useDates, useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './ComplaintListScreen.css';

export const complaintListStates = ['loading', 'ready', 'failed'] as const;
export type ComplaintListState = (typeof complaintListStates)[number];

export interface ComplaintListItem {
  /** The complaint's id (problemId of the details page). */
  id: string;
  /** When it was filed: a date string is shown as written, a timestamp as YYYY-MM-DD HH:MM:SS in the provider's zone. */
  time: string;
  /** Its type (server text). */
  type: string;
  /** What the borrower wrote (server text, shown as text). */
  content: string;
  /** Where the complaint stands (server text: the status tab that lists it). Default none (not shown). */
  status?: string;
  /**
   * What the status means, for its colour: `'warning'` still being handled, `'success'` done,
   * `'danger'` refused, `'neutral'` not known. Default `'neutral'`.
   */
  statusTone?: Extract<TagTone, 'neutral' | 'success' | 'warning' | 'danger'>;
}

export interface ComplaintListTab {
  /** The tab's label from the server. */
  title: string;
  /** The complaints of the tab. */
  items: readonly ComplaintListItem[];
}

export interface ComplaintListScreenProps {
  /** 'loading' while the list loads, 'ready', or 'failed' when it could not be read. */
  state: ComplaintListState;
  /** The tabs from the server, in order. Default none. */
  tabs?: readonly ComplaintListTab[];
  /** Index of the active tab (as a string) when controlled. Default the first. */
  activeTab?: string;
  /** Called with the index (as a string) of the newly active tab. Default none. */
  onTabChange?: (key: string) => void;
  /** The address of a complaint's details page (the item's link). */
  hrefFor: (item: ComplaintListItem) => string;
  /** Called instead of following the link (in-app navigation). Default none. */
  onOpenItem?: (item: ComplaintListItem) => void;
  /** Pulled down to refresh; the indicator spins until the promise settles. Default none (no pull). */
  onRefresh?: () => Promise<unknown>;
  /** Why the list could not be read (the server's message). Default the catalogue's `complaint.listFailed`. */
  failure?: string;
  /** Try loading the list again. Default none (no retry button). */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /**
   * Opens the complaint start page: "File a complaint", the page's primary action at its foot whenever
   * the list has loaded, with complaints or without (issue 24 review: a listed complaint left no way to
   * file another; an empty tab and an empty list gave it two weights). Default none (no button).
   */
  onNewComplaint?: () => void;
  /** Page title. Default the catalogue's `title.complaintList`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

/** The empty block: its way on, File a complaint, is the page's footer action. */
function useNoComplaints(): EmptyBlockProps {
  const t = useText();
  return { level: 2, title: t('complaint.noneTitle'), description: t('complaint.noneText') };
}

function Items({
  items,
  hrefFor,
  onOpenItem,
}: Pick<ComplaintListScreenProps, 'hrefFor' | 'onOpenItem'> & {
  items: readonly ComplaintListItem[];
}) {
  const noComplaints = useNoComplaints();
  const { dateTime } = useDates();
  if (!items.length) {
    return <EmptyBlock {...noComplaints} />;
  }
  const open = (event: MouseEvent<HTMLElement>, item: ComplaintListItem) => {
    if (!onOpenItem || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpenItem(item);
  };
  return (
    <Stack component="ul" space="sm" padding="none" className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Card
            component="a"
            flexDirection="row"
            alignItems="center"
            className={styles.item}
            href={hrefFor(item)}
            onClick={(event: MouseEvent<HTMLElement>) => open(event, item)}
          >
            <span className={styles.itemBody}>
              <span className={styles.itemHead}>
                <span className={styles.type}>{item.type}</span>
                {item.status ? <Tag tone={item.statusTone ?? 'neutral'}>{item.status}</Tag> : null}
              </span>
              <span className={styles.content}>{item.content}</span>
              <span className={styles.time}>{dateTime(item.time)}</span>
            </span>
            {/* The row opens its details: a chevron says so, as list rows do in the borrower's other apps. */}
            <svg
              className={styles.chevron}
              width="16"
              height="16"
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
            >
              <path
                d="m6 3 5 5-5 5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/**
 * The complaint list (spec 2, /complaintList): tabs from the server, each listing complaints with
 * time, type, content and status where known; an item is a row with a chevron that opens its details page. Pull down at the top to refresh.
 */
export function ComplaintListScreen({
  state,
  tabs = [],
  activeTab,
  onTabChange,
  hrefFor,
  onOpenItem,
  onRefresh,
  failure,
  onRetry,
  failureWays,
  onNewComplaint,
  title,
  onBack,
}: ComplaintListScreenProps) {
  const t = useText();
  const noComplaints = useNoComplaints();
  const body = (
    <AsyncScreen
      state={state === 'ready' && !tabs.length ? 'empty' : state}
      layout="list"
      label={t('complaint.loadingList')}
      failure={{
        title: t('complaint.listFailedTitle'),
        description: failure || t('complaint.listFailed'),
        ...(failureWays ?? { onRetry }),
      }}
      empty={noComplaints}
    >
      <Tabs
        aria-label={t('complaint.byStatus')}
        activeKey={activeTab}
        onChange={onTabChange}
        items={tabs.map((tab, index) => ({
          key: String(index),
          title: tab.title,
          content: <Items items={tab.items} hrefFor={hrefFor} onOpenItem={onOpenItem} />,
        }))}
      />
    </AsyncScreen>
  );
  return (
    <Page
      navBar={<NavBar title={title ?? t('title.complaintList')} onBack={onBack} />}
      actionBar={
        state === 'ready' && onNewComplaint ? (
          <ActionBar>
            <Button block onClick={onNewComplaint}>
              {t('complaint.fileComplaint')}
            </Button>
          </ActionBar>
        ) : undefined
      }
    >
      {onRefresh && state === 'ready' ? <PullToRefresh onRefresh={onRefresh}>{body}</PullToRefresh> : body}
    </Page>
  );
}
