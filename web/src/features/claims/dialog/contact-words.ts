/**
 * The contact preferences in the page's language: the ways and times to reach the homeowner by their codes, and
 * the shared rule's problems (validateContactPreferences, in English) matched to their messages.
 */
import {
  type ContactMethod,
  type ContactTime,
  contactPreferenceMessages,
  type ServiceContactPreferences,
  validateContactPreferences,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';

const METHOD_LABELS: Record<ContactMethod, () => string> = {
  phone: m.claim_contact_method_phone,
  text: m.claim_contact_method_text,
  email: m.claim_contact_method_email,
};

const TIME_LABELS: Record<ContactTime, () => string> = {
  anytime: m.claim_contact_time_anytime,
  morning: m.claim_contact_time_morning,
  afternoon: m.claim_contact_time_afternoon,
  evening: m.claim_contact_time_evening,
};

export const contactMethodLabel = (method: ContactMethod): string => METHOD_LABELS[method]();
export const contactTimeLabel = (time: ContactTime): string => TIME_LABELS[time]();

const PROBLEMS: Record<keyof typeof contactPreferenceMessages, () => string> = {
  contactNameRequired: m.claim_contact_name_required,
  phoneRequired: m.claim_contact_phone_required,
  phoneIncomplete: m.claim_contact_phone_incomplete,
  emailRequired: m.claim_contact_email_required,
  emailInvalid: m.claim_contact_email_invalid,
};

/** A problem of the shared rule in the page's language (one it does not know stays as it is). */
function problemText(problem: string): string {
  const key = (Object.keys(PROBLEMS) as (keyof typeof PROBLEMS)[]).find(
    (name) => contactPreferenceMessages[name] === problem,
  );
  return key ? PROBLEMS[key]() : problem;
}

/** Problems by field name, as validateContactPreferences finds them; empty when the preferences can be sent. */
export function contactProblems(
  contact: ServiceContactPreferences,
): Partial<Record<keyof ServiceContactPreferences, string>> {
  return Object.fromEntries(
    Object.entries(validateContactPreferences(contact)).map(([field, problem]) => [field, problemText(problem)]),
  );
}
