import { routeHref } from '@loan/core';
import { CustomerServiceScreen, toast } from '@loan/ui';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import type { loader } from './customerService.data';

/** Customer service (spec 2): contacts from contact-kf-info, the service phone, the complaint page. */
export function Component() {
  const { contacts } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const complaintHref = routeHref(brand, 'complaint', window.location.search);

  const onCallPhone = () => {
    try {
      bridge.callPhone(brand.company.servicePhone);
    } catch (error) {
      toast.fail((error as Error).message);
    }
  };

  return (
    <CustomerServiceScreen
      state={revalidator.state === 'loading' ? 'loading' : contacts.ok ? 'ready' : 'failed'}
      contact={contacts.ok ? contacts.contact : undefined}
      failure={contacts.ok ? undefined : contacts.failure}
      onRetry={() => revalidator.revalidate()}
      // Try again only for what may pass; an expired session logs in again; a refusal keeps the phone
      // and the complaint link below as the ways on (issue 24).
      failureWays={
        contacts.ok || contacts.way === 'retry'
          ? undefined
          : contacts.way === 'logIn'
            ? { onLogIn: () => bridge.logoutToLogin() }
            : {}
      }
      servicePhone={brand.company.servicePhone}
      onCallPhone={onCallPhone}
      complaintHref={complaintHref}
      onOpenComplaint={() => navigate(complaintHref)}
    />
  );
}
