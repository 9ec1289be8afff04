import { isEmail } from '@loan/core';
import { type MouseEvent, useId } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/Copy';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import { visuallyHidden } from '../../utils/a11y.css';
import * as styles from './CustomerServiceScreen.css';

export const customerServiceStates = ['loading', 'ready', 'failed'] as const;
export type CustomerServiceState = (typeof customerServiceStates)[number];

export interface CustomerServiceContact {
  /** The customer-service e-mail (contact-kf-info `email`). */
  email: string;
  /** The online-service contact, messaging-app style (contact-kf-info `smWa`). */
  smWa: string;
}

export interface CustomerServiceScreenProps {
  /** 'loading' while contact-kf-info loads, 'ready', or 'failed' when it could not be read. */
  state: CustomerServiceState;
  /** The contacts from the server. Default none. */
  contact?: CustomerServiceContact;
  /** Why the contacts could not be read (the server's message). Default a generic line. */
  failure?: string;
  /** Try loading the contacts again. Default none (no retry button). */
  onRetry?: () => void;
  /** The service phone number of the brand. Default none (no call row). */
  servicePhone?: string;
  /** Call pressed: the container sends the bridge's callPhone. Default none. */
  onCallPhone?: () => void;
  /** Address of the complaint page, with the page's params carried. Default none (no link). */
  complaintHref?: string;
  /** Called instead of following `complaintHref` (in-app navigation). Default none. */
  onOpenComplaint?: () => void;
  /** Page title. Default `'Customer service'`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

function Contacts({
  contact,
  servicePhone,
  onCallPhone,
}: Pick<CustomerServiceScreenProps, 'contact' | 'servicePhone' | 'onCallPhone'>) {
  const email = contact?.email.trim() ?? '';
  const smWa = contact?.smWa.trim() ?? '';
  return (
    <ul className={styles.list}>
      {smWa ? (
        <li className={styles.row}>
          <div className={styles.rowText}>
            <p className={styles.label}>Online service</p>
            <p className={styles.value}>{smWa}</p>
          </div>
          <CopyButton text={smWa}>
            Copy<span className={visuallyHidden}> online service contact</span>
          </CopyButton>
        </li>
      ) : null}
      {email ? (
        <li className={styles.row}>
          <div className={styles.rowText}>
            <p className={styles.label}>E-mail</p>
            {/* Only a well-formed address becomes a mailto link; anything else stays text. */}
            {isEmail(email) ? (
              <a className={styles.link} href={`mailto:${email}`}>
                {email}
              </a>
            ) : (
              <p className={styles.value}>{email}</p>
            )}
          </div>
        </li>
      ) : null}
      {servicePhone ? (
        <li className={styles.row}>
          <div className={styles.rowText}>
            <p className={styles.label}>Service phone</p>
            <p className={styles.value}>{servicePhone}</p>
          </div>
          {onCallPhone ? (
            <Button onClick={onCallPhone}>
              Call<span className={visuallyHidden}> customer service</span>
            </Button>
          ) : null}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Customer service (spec 2): the online-service contact (messaging-app style) and the e-mail from
 * contact-kf-info, the brand's service phone (called through the native bridge), and a way to the
 * complaint page. The phone and the complaint link stay usable when the contacts fail to load.
 */
export function CustomerServiceScreen({
  state,
  contact,
  failure,
  onRetry,
  servicePhone,
  onCallPhone,
  complaintHref,
  onOpenComplaint,
  title = 'Customer service',
  onBack,
}: CustomerServiceScreenProps) {
  const contactTitle = useId();
  const complaintTitle = useId();
  const openComplaint = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpenComplaint || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpenComplaint();
  };
  return (
    <Page navBar={<NavBar title={title} onBack={onBack} />}>
      <section className={styles.section} aria-labelledby={contactTitle}>
        <h2 id={contactTitle} className={styles.sectionTitle}>
          Contact us
        </h2>
        <AsyncScreen
          state={state}
          layout="list"
          label="Loading the contacts"
          failure={{
            level: 3,
            title: 'Contacts not available',
            description: failure || 'We could not load the contacts. Please try again.',
            onRetry,
          }}
        >
          <Contacts contact={contact} servicePhone={servicePhone} onCallPhone={onCallPhone} />
        </AsyncScreen>
        {/* A failed contact call keeps the phone: the borrower can still call (partial failure). */}
        {state === 'failed' ? <Contacts servicePhone={servicePhone} onCallPhone={onCallPhone} /> : null}
      </section>
      {complaintHref ? (
        <section className={styles.section} aria-labelledby={complaintTitle}>
          <h2 id={complaintTitle} className={styles.sectionTitle}>
            Not satisfied?
          </h2>
          <p className={styles.hint}>Tell us what went wrong and we will look into it.</p>
          <a className={styles.complaintLink} href={complaintHref} onClick={openComplaint}>
            Make a complaint
            <span className={styles.chevron} aria-hidden="true">
              ›
            </span>
          </a>
        </section>
      ) : null}
    </Page>
  );
}
