import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useKitConfig } from '../../config';

export interface PhoneLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The number as the brand writes it (`'+91 22 4000 1299'`); the link dials its digits and a leading `+`. */
  phone: string;
  /** What the link shows. Default the number as written. */
  children?: ReactNode;
}

/** The number a `tel:` link dials: digits and a leading `+`, spaces and dashes dropped. */
export function dialledNumber(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/**
 * A phone number to tap. Where the app gives the provider `onCallPhone` (the native shell's callPhone),
 * a tap calls it instead of following the link: a webview may not hand a `tel:` link to the dialler.
 * Without it, a plain `tel:` link.
 */
export function PhoneLink({ phone, children, onClick, ...props }: PhoneLinkProps) {
  const { onCallPhone } = useKitConfig();
  const dialled = dialledNumber(phone);
  const call = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !onCallPhone) return;
    event.preventDefault();
    onCallPhone(dialled);
  };
  return (
    <a {...props} href={`tel:${dialled}`} onClick={call}>
      {children ?? phone}
    </a>
  );
}
