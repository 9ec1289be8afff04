import { PRODUCT_DISABLED_FLAG, RATING_STARS } from '../constants/limits';
import type { Validation } from './result';
import { invalid, text, valid } from './result';

export interface ContactForm {
  name: string;
  telephone: string;
  email: string;
  remark: string;
}

/** The public site's contact form: all four fields filled, else 'Please provide complete information!' (spec 2, 5). */
export function validateContactForm(form: Partial<ContactForm> | null | undefined): Validation {
  const fields = [form?.name, form?.telephone, form?.email, form?.remark];
  return fields.every((field) => text(field).trim() !== '') ? valid : invalid('contact.incomplete');
}

/** Rating submit needs a star, 1 to 5: else 'Silakan pilih' (spec 4, 5). */
export function validateRating(score: unknown): Validation {
  return typeof score === 'number' && Number.isInteger(score) && score >= 1 && score <= RATING_STARS
    ? valid
    : invalid('rating.choose');
}

/** A recommended product click is ignored when its enabled flag is '0' (spec 5). */
export function isProductEnabled(enabled: unknown): boolean {
  return text(enabled).trim() !== PRODUCT_DISABLED_FLAG;
}
