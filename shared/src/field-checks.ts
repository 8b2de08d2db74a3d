/**
 * The checks and input rules of fields every form shares, whatever the screen: an e-mail address, a US phone
 * number (###-###-####) and a zip code (five digits). The web forms and the API read the same ones.
 */

/** A plausible e-mail address: something, one @, and a domain with a dot; no spaces. */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** The longest e-mail address a form or the API takes (the longest a mail server must accept). */
export const EMAIL_MAX_LENGTH = 254;

/** A US phone number has ten digits (without the leading country code 1). */
export const PHONE_DIGITS = 10;

/** Phone input: digits only, a leading 1 removed, shown as ###-###-####. */
export function formatPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^1/, '').slice(0, PHONE_DIGITS);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** A whole phone number: ###-###-#### or ten digits. */
export function isCompletePhone(value: string): boolean {
  return /^\d{3}-?\d{3}-?\d{4}$/.test(value.trim());
}

/** A zip code is five digits. */
export const ZIP_LENGTH = 5;

/** Zip input: digits only, five long. */
export function formatZip(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}
