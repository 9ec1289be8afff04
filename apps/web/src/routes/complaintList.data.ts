import { type ComplaintList, complaintApi } from '@loan/core';
import type { ComplaintListTab } from '@loan/ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { http } from '../app/api';
import { requireParams } from '../app/errors';
import { serverFailureAsData } from '../app/settle';

export const api = { complaint: complaintApi(http) };

/** The tabs, or the server's message when it refused. */
export type Tabs = { ok: true; tabs: ComplaintListTab[] } | { ok: false; failure: string };

/**
 * Each complaint's status, from the answer: the answer's items carry none, but its tabs are statuses
 * ('Processing', 'Completed') beside one tab that lists every complaint ('All'). A complaint's status
 * is the first other tab that lists it; none when no such tab does (docs/decisions/complaint-status.md).
 */
function statusesOf(list: ComplaintList): Map<string, string> {
  // Ids arrive as numbers or strings (tolerant decoding): one key either way.
  const statuses = new Map<string, string>();
  // One tab is a list, not a status.
  if (list.tabs.length < 2) return statuses;
  const ids = new Set(list.tabs.flatMap((tab) => tab.items.map((item) => String(item.id))));
  const listsAll = (tab: ComplaintList['tabs'][number]) =>
    new Set(tab.items.map((item) => String(item.id))).size === ids.size;
  for (const tab of list.tabs) {
    if (listsAll(tab) || !tab.title) continue;
    for (const item of tab.items) {
      const id = String(item.id);
      if (!statuses.has(id)) statuses.set(id, tab.title);
    }
  }
  return statuses;
}

type StatusTone = NonNullable<ComplaintListTab['items'][number]['statusTone']>;

/**
 * What a status tab's title means, for its colour (docs/decisions/complaint-status.md): the words a
 * lender's status tabs use ('Processing', 'Pending', 'In progress'; 'Completed', 'Resolved', 'Closed';
 * 'Rejected', 'Declined'); anything else is neutral, no meaning guessed.
 */
export function statusToneOf(status: string): StatusTone {
  if (/\b(process|pending|progress|review|open)/i.test(status)) return 'warning';
  if (/\b(complet|resolv|clos|done|finish|solved)/i.test(status)) return 'success';
  if (/\b(reject|declin|refus|cancel)/i.test(status)) return 'danger';
  return 'neutral';
}

export function toTabs(list: ComplaintList): ComplaintListTab[] {
  const statuses = statusesOf(list);
  return list.tabs.map((tab) => ({
    title: tab.title,
    items: tab.items.map((item) => {
      const status = statuses.get(String(item.id));
      return {
        id: String(item.id),
        time: item.time,
        type: item.type,
        content: item.content,
        status,
        statusTone: status === undefined ? undefined : statusToneOf(status),
      };
    }),
  }));
}

export async function loader({ request }: LoaderFunctionArgs) {
  // The list is the borrower's own: without a session the link is incomplete.
  requireParams(request.url, ['sessionId']);
  const tabs = await api.complaint
    .list()
    .then((list): Tabs => ({ ok: true, tabs: toTabs(list) }), serverFailureAsData);
  return { tabs };
}
