/**
 * Privacy choices: which purposes a visitor allows in this browser, stored in the consent cookie the
 * cookie bar sets (COOKIE_CONSENT_NAME, 365 days, path /).
 *
 * The cookie holds either the bar's own value ('accepted': the bar was shown, no choice was made) or the
 * saved choices, e.g. `functional:1|analytics:1|advertising:0|gpc:1`. Anything else reads as no choice.
 *
 * Until a choice is saved every purpose is on, except advertising (the sale or sharing of personal
 * information) when the browser sends a Global Privacy Control signal. A choice saved while the signal was
 * on is the visitor's own answer to it and stands; a signal that appears after a choice was saved is a new
 * opt-out of sale and sharing, so it turns advertising off.
 */

export const PRIVACY_PURPOSES = ['necessary', 'functional', 'analytics', 'advertising'] as const;
export type PrivacyPurpose = (typeof PRIVACY_PURPOSES)[number];
/** The purposes a visitor can turn off; strictly necessary cookies are always on. */
export type OptionalPrivacyPurpose = Exclude<PrivacyPurpose, 'necessary'>;
export const OPTIONAL_PRIVACY_PURPOSES: readonly OptionalPrivacyPurpose[] = ['functional', 'analytics', 'advertising'];

export type PrivacyChoices = Record<OptionalPrivacyPurpose, boolean>;

export interface PrivacyChoiceState {
  choices: PrivacyChoices;
  /** Whether the visitor saved these choices (false: the defaults apply). */
  saved: boolean;
  /** Whether the browser sends a Global Privacy Control signal now. */
  globalPrivacyControl: boolean;
}

/** The value the cookie bar writes when it shows: the bar was seen, no choice made. */
export const CONSENT_BAR_VALUE = 'accepted';

export function defaultPrivacyChoices(globalPrivacyControl: boolean): PrivacyChoices {
  return { functional: true, analytics: true, advertising: !globalPrivacyControl };
}

export const ALL_PRIVACY_CHOICES_ON: PrivacyChoices = { functional: true, analytics: true, advertising: true };
export const ALL_PRIVACY_CHOICES_OFF: PrivacyChoices = { functional: false, analytics: false, advertising: false };

/** The cookie value for saved choices; `globalPrivacyControl` is the signal at the time of saving. */
export function encodePrivacyChoices(choices: PrivacyChoices, globalPrivacyControl: boolean): string {
  return [
    ...OPTIONAL_PRIVACY_PURPOSES.map((purpose) => `${purpose}:${choices[purpose] ? 1 : 0}`),
    `gpc:${globalPrivacyControl ? 1 : 0}`,
  ].join('|');
}

function decode(value: string): { choices: PrivacyChoices; savedUnderSignal: boolean } | null {
  const fields = new Map<string, string>();
  for (const part of value.split('|')) {
    const [key, flag, ...rest] = part.split(':');
    if (!key || rest.length > 0 || (flag !== '0' && flag !== '1')) return null;
    fields.set(key, flag);
  }
  const choices = {} as PrivacyChoices;
  for (const purpose of OPTIONAL_PRIVACY_PURPOSES) {
    const flag = fields.get(purpose);
    if (flag === undefined) return null;
    choices[purpose] = flag === '1';
  }
  return { choices, savedUnderSignal: fields.get('gpc') === '1' };
}

/** The choices in force, from the consent cookie's value (null when there is no cookie) and the signal now. */
export function readPrivacyChoices(cookieValue: string | null, globalPrivacyControl: boolean): PrivacyChoiceState {
  const decoded = cookieValue === null ? null : decode(cookieValue);
  if (!decoded) return { choices: defaultPrivacyChoices(globalPrivacyControl), saved: false, globalPrivacyControl };
  const choices = { ...decoded.choices };
  if (globalPrivacyControl && !decoded.savedUnderSignal) choices.advertising = false;
  return { choices, saved: true, globalPrivacyControl };
}

/** Whether the site may use cookies and tags for a purpose under these choices. */
export function privacyPurposeAllowed(purpose: PrivacyPurpose, choices: PrivacyChoices): boolean {
  return purpose === 'necessary' || choices[purpose];
}

/** The consent cookie's value out of a `document.cookie` string, or null when it is absent. */
export function cookieValueOf(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(`${name}=`)) {
      const raw = trimmed.slice(name.length + 1);
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}
