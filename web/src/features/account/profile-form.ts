/**
 * The "account edit profile" form: first and last name (required), up to five phones, typed as
 * ###-###-####, and the language the person reads the app in. The rules are the API's own (@hw/shared
 * profile.ts); the form adds that an empty phone row is left out, and names each problem by the id of its input.
 */
import {
  type AuthUser,
  formatPhone,
  MAX_PROFILE_PHONES,
  normalizeProfile,
  type PhoneType,
  type ProfilePhone,
  profileMessages,
} from '@hw/shared';
import { type Locale, m } from '@hw/shared/i18n';

export type { PhoneType };
export const MAX_PHONES = MAX_PROFILE_PHONES;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phones: ProfilePhone[];
  /** Absent for a user record without one: the body then leaves the language as it is. */
  preferredLanguage?: Locale;
}

export interface ProfileProblem {
  fieldId: string;
  message: string;
}

export const profileFieldIds = {
  firstName: 'profile-first-name',
  lastName: 'profile-last-name',
  phone: (index: number) => `profile-phone-${index}`,
  preferredLanguage: 'profile-language',
} as const;

export const emptyPhone = (isPrimary = false): ProfilePhone => ({ number: '', type: 'mobile', isPrimary });

export function profileValuesOf(
  user: Pick<AuthUser, 'firstName' | 'lastName' | 'phones'> & { preferredLanguage?: Locale | undefined },
): ProfileValues {
  const phones = user.phones.map((phone) => ({
    number: formatPhone(phone.number),
    type: phone.type,
    isPrimary: phone.isPrimary,
  }));
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phones: phones.length ? phones : [emptyPhone(true)],
    ...(user.preferredLanguage ? { preferredLanguage: user.preferredLanguage } : {}),
  };
}

/** The rows with a number, each with its place in the form. */
const filledPhones = (values: ProfileValues) =>
  values.phones.flatMap((phone, index) => (phone.number.trim() ? [{ phone, index }] : []));

function normalized(values: ProfileValues) {
  const filled = filledPhones(values);
  return { filled, outcome: normalizeProfile({ ...values, phones: filled.map(({ phone }) => phone) }) };
}

/** The profile rules' words (profileMessages in @hw/shared), in the page's language. */
const PROBLEM_TEXTS: Record<keyof typeof profileMessages, () => string> = {
  firstNameRequired: m.account_profile_first_name_required,
  lastNameRequired: m.account_profile_last_name_required,
  phoneIncomplete: m.account_profile_phone_incomplete,
  smsPhoneRequired: m.account_profile_sms_phone_required,
  tooManyPhones: () => m.account_profile_too_many_phones({ count: MAX_PROFILE_PHONES }),
};

function problemText(message: string): string {
  const key = (Object.keys(PROBLEM_TEXTS) as (keyof typeof profileMessages)[]).find(
    (known) => profileMessages[known] === message,
  );
  return key ? PROBLEM_TEXTS[key]() : message;
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
    return { fieldId, message: problemText(problem.message) };
  });
}

/**
 * The body of POST /account/user: trimmed names, the phones typed as ###-###-####, exactly one primary, and the
 * language when there is one.
 */
export function profileBody(values: ProfileValues) {
  const { outcome } = normalized(values);
  if (!outcome.ok) throw new Error('The profile has problems; check profileProblems first.');
  return {
    ...outcome.value,
    ...(values.preferredLanguage ? { preferredLanguage: values.preferredLanguage } : {}),
  };
}

/** The number text messages go to: the mobile phone, else the primary one, else the first. */
export function smsPhoneOf(user: Pick<AuthUser, 'phones'>): string {
  const phone =
    user.phones.find((candidate) => candidate.type === 'mobile') ??
    user.phones.find((candidate) => candidate.isPrimary) ??
    user.phones[0];
  return phone ? formatPhone(phone.number) : '';
}
