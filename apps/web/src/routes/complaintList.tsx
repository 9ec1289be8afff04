import { ApiError, type ComplaintList, complaintApi, messagesFor, routeHref } from '@loan/core';
import { type ComplaintListItem, ComplaintListScreen, type ComplaintListTab, toast } from '@loan/ui';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { requireParams } from '../app/errors';
import { serverFailureAsData } from '../app/settle';

const t = messagesFor(brand);
const api = { complaint: complaintApi(http) };

/** The tabs, or the server's message when it refused. */
type Tabs = { ok: true; tabs: ComplaintListTab[] } | { ok: false; failure: string };

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

function toTabs(list: ComplaintList): ComplaintListTab[] {
  const statuses = statusesOf(list);
  return list.tabs.map((tab) => ({
    title: tab.title,
    items: tab.items.map((item) => ({
      id: String(item.id),
      time: item.time,
      type: item.type,
      content: item.content,
      status: statuses.get(String(item.id)),
    })),
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

/** The complaint list (spec 2): tabs from the server, items open their details, pull to refresh. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [activeTab, setActiveTab] = useState('0');
  // A pull-to-refresh answer replaces the loader's tabs until the next load.
  const [refreshed, setRefreshed] = useState<{ from: Tabs; tabs: ComplaintListTab[] } | null>(null);
  const loaded = data.tabs;
  const tabs = refreshed && refreshed.from === loaded ? refreshed.tabs : loaded.ok ? loaded.tabs : [];

  const hrefFor = (item: ComplaintListItem) =>
    routeHref(brand, 'complaintDetails', window.location.search, { problemId: item.id });

  const onRefresh = () =>
    api.complaint.list().then(
      (list) => setRefreshed({ from: loaded, tabs: toTabs(list) }),
      (error: unknown) => {
        // The list stays as it was; the failure is said in a toast (spec 8).
        toast.fail(
          error instanceof ApiError && error.kind === 'server' && error.message
            ? error.message
            : t('common.networkError'),
        );
      },
    );

  return (
    <ComplaintListScreen
      state={revalidator.state === 'loading' ? 'loading' : loaded.ok ? 'ready' : 'failed'}
      tabs={tabs}
      activeTab={activeTab}
      onTabChange={setActiveTab}
      hrefFor={hrefFor}
      onOpenItem={(item) => navigate(hrefFor(item))}
      onRefresh={onRefresh}
      failure={loaded.ok ? undefined : loaded.failure}
      onRetry={() => revalidator.revalidate()}
    />
  );
}
