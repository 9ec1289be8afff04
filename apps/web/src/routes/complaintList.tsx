import { ApiError, messagesFor, routeHref } from '@loan/core';
import { type ComplaintListItem, ComplaintListScreen, type ComplaintListTab, toast } from '@loan/ui';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import { api, type loader, type Tabs, toTabs } from './complaintList.data';

const t = messagesFor(brand);

/** The complaint list (spec 2): tabs from the server, items open their details, pull to refresh. */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
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
      // The server refused (a business code, serverFailureAsData): a retry cannot change it; a person can.
      failureWays={loaded.ok ? undefined : { onContact: contact }}
      // An empty list or tab: the complaint start page, the session's query carried over.
      onNewComplaint={() => navigate(routeHref(brand, 'complaint', window.location.search))}
    />
  );
}
