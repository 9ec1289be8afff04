import { useState } from 'react';
import { ErrorBlock, type FailureWays } from '../../components/ErrorBlock';
import { MoneyText } from '../../components/Money';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { Picker } from '../../components/Picker';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
import * as styles from './ComplaintStartScreen.css';

/** A question type or sub-type (title, value). */
export interface ComplaintType {
  title: string;
  value: string;
}

/** An order the complaint can be about. */
export interface ComplaintOrder {
  orderNo: string;
  productName: string;
  productLogo?: string;
  /** Summary rows (title, value; an amount in the brand's currency shows in the brand's money). */
  rows: readonly { title: string; value: string }[];
}

export const complaintStartStates = ['loading', 'ready', 'failed'] as const;
export type ComplaintStartState = (typeof complaintStartStates)[number];

export interface ComplaintStartScreenProps {
  /** 'loading' while problem-init answers, 'ready', or 'failed' with the server's message. */
  state: ComplaintStartState;
  /** The selected order; without it (or without orders) the order block is hidden. Default none. */
  order?: ComplaintOrder;
  /** Every order the borrower can pick with 'All'. Default none. */
  orders?: readonly ComplaintOrder[];
  /** Called with the order picked in the 'All' switcher. */
  onSelectOrder: (orderNo: string) => void;
  /** The question types. */
  types: readonly ComplaintType[];
  /** Called when a type is tapped: the container decides (sub-types, toast, or the next page). */
  onPickType: (type: ComplaintType) => void;
  /** The collection sub-types, shown in a sheet while `subTypesOpen`. Default none. */
  subTypes?: readonly ComplaintType[];
  /** Whether the sub-type sheet is open. Default `false`. */
  subTypesOpen?: boolean;
  /** Called with the sub-type confirmed in the sheet. */
  onPickSubType: (subType: ComplaintType) => void;
  /** Called by the sheet's Cancel. */
  onCloseSubTypes: () => void;
  /** Address of the borrower's complaint list ('My complaints'). */
  myComplaintsHref: string;
  /** Why problem-init failed (the server's message). Default the catalogue's `kit.tryAgainLater`. */
  failure?: string;
  /** Try loading again. Default none. */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** Page title. Default the catalogue's `title.complaint`. */
  pageTitle?: string;
  /** Labels (spec 2). Defaults the catalogue's `complaint.changeLoan` (the spec's 'All'), `complaint.myComplaints`, `complaint.selectType`. */
  allText?: string;
  myComplaintsText?: string;
  selectTypeText?: string;
}

/**
 * Complaint start (spec 2): the order the complaint is about with an 'All' switcher, a way to
 * 'My complaints', and the 'Select question type' list; collection opens its sub-types.
 */
export function ComplaintStartScreen({
  state,
  order,
  orders = [],
  onSelectOrder,
  types,
  onPickType,
  subTypes = [],
  subTypesOpen = false,
  onPickSubType,
  onCloseSubTypes,
  myComplaintsHref,
  failure,
  onRetry,
  failureWays,
  pageTitle,
  allText: allProp,
  myComplaintsText,
  selectTypeText: selectTypeProp,
}: ComplaintStartScreenProps) {
  const t = useText();
  const [switching, setSwitching] = useState(false);
  // The spec's 'All' in the default brand; the English brands say what it does ('Change loan').
  const allText = allProp ?? t('complaint.changeLoan');
  const selectTypeText = selectTypeProp ?? t('complaint.selectType');
  return (
    <Page navBar={<NavBar title={pageTitle ?? t('title.complaint')} />}>
      <AsyncScreen
        state={state}
        layout="form"
        label={t('complaint.loadingOrders')}
        failure={{ description: failure || t('kit.tryAgainLater'), ...(failureWays ?? { onRetry }) }}
      >
        <Stack>
          {order ? (
            <Card component="section" aria-label={t('complaint.order')}>
              <div className={styles.orderHead}>
                {order.productLogo ? (
                  <img className={styles.logo} src={order.productLogo} alt="" width={32} height={32} />
                ) : null}
                <span className={styles.productName}>{order.productName}</span>
                {orders.length > 1 ? (
                  <button type="button" className={styles.all} onClick={() => setSwitching(true)}>
                    {allText}
                    <span aria-hidden="true">›</span>
                  </button>
                ) : null}
              </div>
              <dl className={styles.rows}>
                {order.rows.map((row) => (
                  <div key={row.title} className={styles.row}>
                    <dt>{row.title}</dt>
                    <dd className={styles.rowValue}>
                      <MoneyText text={row.value} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          ) : null}
          <a className={styles.link} href={myComplaintsHref}>
            {myComplaintsText ?? t('complaint.myComplaints')}
          </a>
          <section aria-labelledby="complaint-types">
            <h2 id="complaint-types" className={styles.heading}>
              {selectTypeText}
            </h2>
            {types.length ? (
              <ul className={styles.types}>
                {types.map((type) => (
                  <li key={type.value}>
                    <button type="button" className={styles.type} onClick={() => onPickType(type)}>
                      <span>{type.title}</span>
                      <span aria-hidden="true">›</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              // No types came with the answer: say so and offer a new try, never an empty list.
              <ErrorBlock level={3} title={t('kit.choicesFailed')} onRetry={onRetry} />
            )}
          </section>
          <Picker
            open={switching}
            title={allText}
            options={orders.map((o) => ({ label: o.productName, value: o.orderNo, description: o.orderNo }))}
            value={order?.orderNo}
            onConfirm={(orderNo) => {
              setSwitching(false);
              onSelectOrder(orderNo);
            }}
            onCancel={() => setSwitching(false)}
          />
          <Picker
            open={subTypesOpen}
            title={selectTypeText}
            options={subTypes.map((s) => ({ label: s.title, value: s.value }))}
            onConfirm={(value) => {
              const picked = subTypes.find((s) => s.value === value);
              if (picked) onPickSubType(picked);
            }}
            onCancel={onCloseSubTypes}
          />
        </Stack>
      </AsyncScreen>
    </Page>
  );
}
