import { type ContactInfo, serviceApi } from '@loan/core';
import { http } from '../app/api';
import { describeError, type FailureWay, failureWay } from '../app/errors';

const api = { service: serviceApi(http) };

/** The contacts, or why they could not be read (the phone and the complaint link stay). */
type Contacts = { ok: true; contact: ContactInfo } | { ok: false; failure: string; way: FailureWay };

export async function loader() {
  const contacts = await api.service.contactInfo().then(
    (contact): Contacts => ({ ok: true, contact }),
    // The contacts are the page's only call but not its only content: any failure stays in their
    // block, while the service phone and the complaint link work (issue 13), with the way on that can
    // fix it (issue 24).
    (error: unknown): Contacts => ({
      ok: false,
      failure: describeError(error).description,
      way: failureWay(error),
    }),
  );
  return { contacts };
}
