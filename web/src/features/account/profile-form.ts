/**
 * The "account edit profile" form: first and last name (required) and up to five phones, typed as
 * ###-###-####. The rules are the API's own (@hw/shared profile.ts); the form adds
 * that an empty phone row is left out, and names each problem by the id of its input.
 */
import {
  type AuthUser,
  formatPhone,
  MAX_PROFILE_PHONES,
  normalizeProfile,
  type PhoneType,
  type ProfilePhone,
} from '@hw/shared';

export type { PhoneType };
export const MAX_PHONES = MAX_PROFILE_PHONES;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phones: ProfilePhone[];
}

export interface ProfileProblem {
  fieldId: string;
  message: string;
}

export const profileFieldIds = {
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  phone: (index: number) => `profile-phone-${index}`,
} as const;

export const emptyPhone = (isPrimary = false): ProfilePhone => ({ number: '', type: 'mobile', isPrimary });

export function profileValuesOf(user: Pick<AuthUser, 'firstName' | 'lastName' | 'phones'>): ProfileValues {
  const phones = user.phones.map((phone) => ({
    number: formatPhone(phone.number),
    type: phone.type,
    isPrimary: phone.isPrimary,
  }));
  return { firstName: user.firstName, lastName: user.lastName, phones: phones.length ? phones : [emptyPhone(true)] };
}

/** The rows with a number, each with its place in the form. */
const filledPhones = (values: ProfileValues) =>
  values.phones.flatMap((phone, index) => (phone.number.trim() ? [{ phone, index }] : []));

function normalized(values: ProfileValues) {
  const filled = filledPhones(values);
  return { filled, outcome: normalizeProfile({ ...values, phones: filled.map(({ phone }) => phone) }) };
}

export function profileProblems(values: ProfileValues): ProfileProblem[] {
  const { filled, outcome } = normalized(values);
  if (outcome.ok) return [];
  return outcome.problems.map((problem) => {
    const phone = /^phones\[(\d+)\]/.exec(problem.field);
    const fieldId = phone
      ? profileFieldIds.phone(filled[Number(phone[1])]?.index ?? 0)
      : problem.field === 'lastName'
        ? profileFieldIds.lastName
        : profileFieldIds.firstName;
    return { fieldId, message: problem.message };
  });
}

/** The body of POST /account/user: trimmed names, the phones typed as ###-###-####, exactly one primary. */
export function profileBody(values: ProfileValues) {
  const { outcome } = normalized(values);
  if (!outcome.ok) throw new Error('The profile has problems; check profileProblems first.');
  return outcome.value;
}

/** The number text messages go to: the mobile phone, else the primary one, else the first. */
export function smsPhoneOf(user: Pick<AuthUser, 'phones'>): string {
  const phone =
    user.phones.find((candidate) => candidate.type === 'mobile') ??
    user.phones.find((candidate) => candidate.isPrimary) ??
    user.phones[0];
  return phone ? formatPhone(phone.number) : '';
}
