/**
 * The profile a user keeps in their account (POST /account/user, POST /account/user/smsOptIn): names,
 * phone numbers shown ###-###-####, exactly one primary phone when there are any.
 * The API refuses with these problems; the edit-profile dialog shows the same ones as the user types.
 */
import type { PhoneType } from './enums.ts';
import { formatPhone, isCompletePhone } from './field-checks.ts';

export interface ProfilePhone {
  number: string;
  type: PhoneType;
  isPrimary: boolean;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phones: readonly ProfilePhone[];
}

/** A field the profile rules refuse; array items are named like `phones[1].number`. */
export interface ProfileProblem {
  field: string;
  message: string;
}

export type ProfileOutcome<T> = { ok: true; value: T } | { ok: false; problems: ProfileProblem[] };

/** As many phones as the edit-profile dialog offers. */
export const MAX_PROFILE_PHONES = 5;

export const profileMessages = {
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  phoneIncomplete: 'Please enter a 10-digit phone number.',
  smsPhoneRequired: 'Please enter the mobile number to send text messages to.',
  tooManyPhones: `A profile keeps at most ${MAX_PROFILE_PHONES} phone numbers.`,
} as const;

/**
 * Exactly one primary phone when there are any: the first one marked primary stays primary, or the first
 * phone when none is marked.
 */
export function withOnePrimaryPhone<T extends ProfilePhone>(phones: readonly T[]): T[] {
  const primaryIndex = Math.max(
    0,
    phones.findIndex((phone) => phone.isPrimary),
  );
  return phones.map((phone, index) => ({ ...phone, isPrimary: index === primaryIndex }));
}

/**
 * Formats every number ###-###-####; an incomplete one is a problem of its own field. A number listed twice
 * is kept once (the first listing, primary when either was).
 */
export function normalizeProfilePhones(phones: readonly ProfilePhone[]): ProfileOutcome<ProfilePhone[]> {
  const problems: ProfileProblem[] = [];
  const kept: ProfilePhone[] = [];
  phones.forEach((phone, index) => {
    const number = formatPhone(phone.number);
    if (!isCompletePhone(number)) {
      problems.push({ field: `phones[${index}].number`, message: profileMessages.phoneIncomplete });
      return;
    }
    const earlier = kept.find((other) => other.number === number);
    if (earlier) earlier.isPrimary ||= phone.isPrimary;
    else kept.push({ number, type: phone.type, isPrimary: phone.isPrimary });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: withOnePrimaryPhone(kept) };
}

/** The profile as saved: names trimmed and required, phones normalised. Every problem is named. */
export function normalizeProfile(input: ProfileInput): ProfileOutcome<ProfileInput & { phones: ProfilePhone[] }> {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const problems: ProfileProblem[] = [];
  if (!firstName) problems.push({ field: 'firstName', message: profileMessages.firstNameRequired });
  if (!lastName) problems.push({ field: 'lastName', message: profileMessages.lastNameRequired });
  const phones = normalizeProfilePhones(input.phones);
  if (!phones.ok) problems.push(...phones.problems);
  if (problems.length > 0 || !phones.ok) return { ok: false, problems };
  return { ok: true, value: { firstName, lastName, phones: phones.value } };
}

/**
 * The phones after a text opt-in. A number given is formatted and becomes a mobile number: the listed phone
 * with that number is marked mobile, or it is added (primary when it is the only phone). With no number, the
 * profile must already have a mobile number to text.
 */
export function phonesForSmsOptIn(
  phones: readonly ProfilePhone[],
  smsPhoneNumber: string | undefined,
): ProfileOutcome<ProfilePhone[]> {
  const refuse = (message: string): ProfileOutcome<ProfilePhone[]> => ({
    ok: false,
    problems: [{ field: 'smsPhoneNumber', message }],
  });
  if (!smsPhoneNumber?.trim()) {
    return phones.some((phone) => phone.type === 'mobile')
      ? { ok: true, value: withOnePrimaryPhone(phones) }
      : refuse(profileMessages.smsPhoneRequired);
  }
  const number = formatPhone(smsPhoneNumber);
  if (!isCompletePhone(number)) return refuse(profileMessages.phoneIncomplete);
  const listed = phones.some((phone) => formatPhone(phone.number) === number);
  if (listed) {
    return {
      ok: true,
      value: withOnePrimaryPhone(
        phones.map((phone) => (formatPhone(phone.number) === number ? { ...phone, number, type: 'mobile' } : phone)),
      ),
    };
  }
  if (phones.length >= MAX_PROFILE_PHONES) return refuse(profileMessages.tooManyPhones);
  return { ok: true, value: withOnePrimaryPhone([...phones, { number, type: 'mobile', isPrimary: false }]) };
}
