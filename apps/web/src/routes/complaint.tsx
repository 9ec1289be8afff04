import {
  COMPLAINT_COLLECTION_ALLOWED,
  COMPLAINT_COLLECTION_TYPE,
  type ComplaintInit,
  messagesFor,
  routeHref,
} from '@loan/core';
import { type ComplaintOrder, ComplaintStartScreen, type ComplaintType, toast } from '@loan/ui';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { useContactService } from '../app/contact';
import type { loader } from './complaint.data';

const t = messagesFor(brand);

type Summary = NonNullable<ComplaintInit['orderDetail']>;

const toOrder = (o: Summary): ComplaintOrder => ({
  orderNo: o.orderNo,
  productName: o.productName,
  productLogo: o.productLogo ?? undefined,
  rows: o.list.map((row) => ({ title: row.title, value: String(row.value) })),
});

const toType = (type: { title: string; value: string | number }): ComplaintType => ({
  title: type.title,
  value: String(type.value),
});

/** Complaint start (spec 2, 4): pick the order and the question type, then write it on the next page. */
export function Component() {
  const { init } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const contact = useContactService();
  const navigate = useNavigate();
  const data = init.ok ? init.init : undefined;
  const orders = data?.orderList ?? [];
  // The order block follows the order picked with 'All'; it starts on the server's order detail.
  const [picked, setPicked] = useState<string>();
  const selected = orders.find((o) => o.orderNo === picked) ?? data?.orderDetail ?? undefined;
  const [subTypesOpen, setSubTypesOpen] = useState(false);

  const next = (params: Record<string, string>) =>
    navigate(
      routeHref(brand, 'complaintNext', window.location.search, {
        ...params,
        orderNo: selected?.orderNo ?? '',
      }),
    );

  const onPickType = (type: ComplaintType) => {
    if (Number(type.value) !== COMPLAINT_COLLECTION_TYPE) return next({ problemType: type.value });
    // Collection needs an order that allows it (isShow 1), else the spec's toast.
    if (Number(selected?.isShow) !== COMPLAINT_COLLECTION_ALLOWED) {
      toast.info(t('complaint.collectionNotAllowed'));
      return;
    }
    setSubTypesOpen(true);
  };

  return (
    <ComplaintStartScreen
      state={revalidator.state === 'loading' ? 'loading' : data ? 'ready' : 'failed'}
      // The order block is hidden without an order detail or orders (spec 2).
      order={selected && (data?.orderDetail || orders.length) ? toOrder(selected) : undefined}
      orders={orders.map(toOrder)}
      onSelectOrder={setPicked}
      types={(data?.problemType ?? []).map(toType)}
      onPickType={onPickType}
      subTypes={(data?.problemSonType ?? []).map(toType)}
      subTypesOpen={subTypesOpen}
      onPickSubType={(sub) => {
        setSubTypesOpen(false);
        next({ problemType: String(COMPLAINT_COLLECTION_TYPE), problemSonType: sub.value });
      }}
      onCloseSubTypes={() => setSubTypesOpen(false)}
      myComplaintsHref={routeHref(brand, 'complaintList', window.location.search)}
      failure={init.ok ? undefined : init.failure}
      onRetry={() => revalidator.revalidate()}
      // The server refused (a business code, serverFailureAsData): a retry cannot change it; a person can.
      failureWays={init.ok ? undefined : { onContact: contact }}
    />
  );
}
