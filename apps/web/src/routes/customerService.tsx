import { type ContactInfo, routeHref, serviceApi } from '@loan/core';
import { CustomerServiceScreen, toast } from '@loan/ui';
import { useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { http } from '../app/api';
import { brand } from '../app/brand';
import { bridge } from '../app/bridge';
import { describeError } from '../app/errors';

const api = { service: serviceApi(http) };

/** The contacts, or why they could not be read (the phone and the complaint link stay). */
type Contacts = { ok: true; contact: ContactInfo } | { ok: false; failure: string };

export async function loader() {
  const contacts = await api.service.contactInfo().then(
    (contact): Contacts => ({ ok: true, contact }),
    // The contacts are the page's only call but not its only content: any failure stays in their
    // block with a retry, while the service phone and the complaint link work (issue 13).
    (error: unknown): Contacts => ({ ok: false, failure: describeError(error).description }),
  );
  return { contacts };
}

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
      servicePhone={brand.company.servicePhone}
      onCallPhone={onCallPhone}
      complaintHref={complaintHref}
      onOpenComplaint={() => navigate(complaintHref)}
    />
  );
}
