import { isEmail } from '@loan/core';
import { type MouseEvent, useId } from 'react';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/Copy';
import type { FailureWays } from '../../components/ErrorBlock';
import { NavBar } from '../../components/NavBar';
import { Page } from '../../components/Page';
import { AsyncScreen } from '../../components/ScreenState';
import { useText } from '../../config';
import { Card, Stack } from '../../layout';
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
  /** Why the contacts could not be read (the server's message). Default the catalogue's `service.contactsFailed`. */
  failure?: string;
  /** Try loading the contacts again. Default none (no retry button). */
  onRetry?: () => void;
  /**
   * The ways on of the failed state, chosen by what failed (issue 24): `{ onContact }` for a refusal a
   * retry cannot change, `{ onLogIn }` for an expired session. Default `{ onRetry }`.
   */
  failureWays?: FailureWays;
  /** The service phone number of the brand. Default none (no call row). */
  servicePhone?: string;
  /** Call pressed: the container sends the bridge's callPhone. Default none. */
  onCallPhone?: () => void;
  /** Address of the complaint page, with the page's params carried. Default none (no link). */
  complaintHref?: string;
  /** Called instead of following `complaintHref` (in-app navigation). Default none. */
  onOpenComplaint?: () => void;
  /** Page title. Default the catalogue's `title.customerService`. */
  title?: string;
  /** Called by the back button; without it there is none. Default none. */
  onBack?: () => void;
}

function Contacts({
  contact,
  servicePhone,
  onCallPhone,
}: Pick<CustomerServiceScreenProps, 'contact' | 'servicePhone' | 'onCallPhone'>) {
  const t = useText();
  const email = contact?.email.trim() ?? '';
  const smWa = contact?.smWa.trim() ?? '';
  return (
    <Card component="ul" space="none" paddingX="none" paddingY="xs" className={styles.list}>
      {smWa ? (
        <li className={styles.row}>
          <div className={styles.rowText}>
            <p className={styles.label}>{t('service.onlineService')}</p>
            <p className={styles.value}>{smWa}</p>
          </div>
          <CopyButton text={smWa}>
            {t('kit.copy')}
            <span className={visuallyHidden}>{` ${t('service.onlineServiceContact')}`}</span>
          </CopyButton>
        </li>
      ) : null}
      {email ? (
        <li className={styles.row}>
          <div className={styles.rowText}>
            <p className={styles.label}>{t('service.email')}</p>
            {/* Only a well-formed address becomes a mailto link; anything else stays text. */}
            {isEmail(email) ? (
              <a className={styles.link} href={`mailto:${email}`}>
                <span className={styles.linkText}>{email}</span>
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
            <p className={styles.label}>{t('service.phone')}</p>
            <p className={styles.phone} data-nowrap="phone">
              {servicePhone}
            </p>
          </div>
          {onCallPhone ? (
            // Row actions are all quiet (issue 24 review): a filled Call beside an outlined Copy competed.
            <Button variant="secondary" onClick={onCallPhone}>
              {t('kit.call')}
              <span className={visuallyHidden}>{` ${t('service.callWhom')}`}</span>
            </Button>
          ) : null}
        </li>
      ) : null}
    </Card>
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
  failureWays,
  servicePhone,
  onCallPhone,
  complaintHref,
  onOpenComplaint,
  title,
  onBack,
}: CustomerServiceScreenProps) {
  const t = useText();
  const contactTitle = useId();
  const complaintTitle = useId();
  const openComplaint = (event: MouseEvent<HTMLElement>) => {
    if (!onOpenComplaint || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpenComplaint();
  };
  return (
    <Page navBar={<NavBar title={title ?? t('title.customerService')} onBack={onBack} />}>
      <Stack>
        <Stack component="section" space="sm" aria-labelledby={contactTitle}>
          <h2 id={contactTitle} className={styles.sectionTitle}>
            {t('service.contactUs')}
          </h2>
          <AsyncScreen
            state={state}
            layout="list"
            label={t('service.loadingContacts')}
            failure={{
              level: 3,
              title: t('service.contactsFailedTitle'),
              description: failure || t('service.contactsFailed'),
              ...(failureWays ?? { onRetry }),
            }}
          >
            <Contacts contact={contact} servicePhone={servicePhone} onCallPhone={onCallPhone} />
          </AsyncScreen>
          {/* A failed contact call keeps the phone: the borrower can still call (partial failure). */}
          {state === 'failed' ? <Contacts servicePhone={servicePhone} onCallPhone={onCallPhone} /> : null}
        </Stack>
        {complaintHref ? (
          <Stack component="section" space="sm" aria-labelledby={complaintTitle}>
            <h2 id={complaintTitle} className={styles.sectionTitle}>
              {t('service.notSatisfied')}
            </h2>
            <p className={styles.hint}>{t('service.complaintHint')}</p>
            <Card
              component="a"
              flexDirection="row"
              alignItems="center"
              justifyContent="space-between"
              paddingY="sm"
              className={styles.complaintLink}
              href={complaintHref}
              onClick={openComplaint}
            >
              {t('service.makeComplaint')}
              <span className={styles.chevron} aria-hidden="true">
                ›
              </span>
            </Card>
          </Stack>
        ) : null}
      </Stack>
    </Page>
  );
}
