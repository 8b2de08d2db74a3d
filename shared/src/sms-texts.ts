/**
 * Text messages (SMS) to homeowners who opted in (`isOptedInToSms` and a mobile number): what each text says,
 * which go at once and which keep to daytime in the property's time zone, who a text goes to, and the words a
 * reply may carry (STOP, START, HELP).
 *
 * A text is short and plain, in the recipient's language (users.preferredLanguage; the words are the `sms_*`
 * messages of the `sent` catalogue): one SMS segment (at most 160 characters of the GSM-7 alphabet: no curly
 * quotes, no dashes, no brackets, and Spanish without á í ó ú), naming the brand and what happened, and a link
 * into the app, which asks for sign-in. It carries no secret (no sign-in link, no code) and nothing personal beyond
 * what the recipient knows: no name, no address, no amount, no problem description. The details are read in the app.
 */
import { type ClaimDecisionStatus, claimDecisionStatus } from './claim-decision.ts';
import type { PhoneType, ServiceCallStatus } from './enums.ts';
import { formatPhone } from './field-checks.ts';
import { BASE_LOCALE, type Locale, m } from './i18n/index.ts';
import { dayInZone, instantOfLocal, offsetMinutes, timeZoneOfState } from './visit-slots.ts';

export const SMS_TEXT_KINDS = [
  'visitBooked',
  'visitMoved',
  'technicianOnTheWay',
  'claimDecision',
  'cashOffer',
  'paymentFailed',
] as const;
export type SmsTextKind = (typeof SMS_TEXT_KINDS)[number];

/**
 * Urgent texts go at once, whatever the hour: the homeowner must be home for a visit, open the door to the
 * technician, or keep their coverage. The others wait for daytime (SMS_DAYTIME) in the property's time zone.
 */
export const URGENT_SMS_TEXTS: Readonly<Record<SmsTextKind, boolean>> = {
  visitBooked: true,
  visitMoved: true,
  technicianOnTheWay: true,
  claimDecision: false,
  cashOffer: false,
  paymentFailed: true,
};

/** The hours a text that is not urgent may go, local time of the property: from 8:00 to 21:00. */
export const SMS_DAYTIME = { fromHour: 8, untilHour: 21 } as const;

/** The page of the app each text links to (the app asks for sign-in). */
export const SMS_TEXT_PATHS: Readonly<Record<SmsTextKind, string>> = {
  visitBooked: '/account#serviceRequestHistory',
  visitMoved: '/account#serviceRequestHistory',
  technicianOnTheWay: '/account#serviceRequestHistory',
  claimDecision: '/account#serviceRequestHistory',
  cashOffer: '/account#serviceRequestHistory',
  paymentFailed: '/account#invoices',
};

export interface SmsTextContext {
  /** The brand's name, which opens every text. */
  brandName: string;
  /** The site's public origin (PUBLIC_ORIGIN), e.g. https://www.example.com. */
  origin: string;
  /** On the way: minutes until arrival, when the technician gave them. */
  etaMinutes?: number | null;
  /** The recipient's language (users.preferredLanguage); English when not given. */
  locale?: Locale;
}

/** The words of a text, in the recipient's language: "{brand}: {what happened} {link}". */
export function smsText(kind: SmsTextKind, context: SmsTextContext): string {
  const brand = context.brandName;
  const link = `${context.origin}${SMS_TEXT_PATHS[kind]}`;
  const language = { locale: context.locale ?? BASE_LOCALE };
  switch (kind) {
    case 'visitBooked':
      return m.sms_visit_booked({ brand, link }, language);
    case 'visitMoved':
      return m.sms_visit_moved({ brand, link }, language);
    case 'technicianOnTheWay':
      return context.etaMinutes
        ? m.sms_technician_on_the_way_eta({ brand, minutes: context.etaMinutes, link }, language)
        : m.sms_technician_on_the_way({ brand, link }, language);
    case 'claimDecision':
      return m.sms_claim_decision({ brand, link }, language);
    case 'cashOffer':
      return m.sms_cash_offer({ brand, link }, language);
    case 'paymentFailed':
      return m.sms_payment_failed({ brand, link }, language);
  }
}

/** The answer to HELP (and INFO), in the language of the number's holder: who writes, how to stop, whom to call. */
export function smsHelpText(brand: { name: string; phone: string }, locale: Locale = BASE_LOCALE): string {
  return m.sms_help({ brand: brand.name, phone: brand.phone }, { locale });
}

/** One SMS segment: at most this many characters of the GSM-7 basic alphabet. */
export const SMS_SEGMENT_LENGTH = 160;

/**
 * The printable characters of the GSM-7 basic alphabet that ASCII shares (no brackets, braces, ~, ^, | or `), and
 * the Spanish letters and marks it has: ñ Ñ é É ü Ü ¿ ¡ (not á í ó ú, which Spanish texts write without accent).
 */
const GSM7_BASIC = /^[A-Za-z0-9 \n@$_!"#%&'()*+,\-./:;<=>?ñÑéÉüÜ¿¡]*$/;

/** Whether a text fits one segment of plain characters (a curly quote alone would halve the segment). */
export function fitsOneSmsSegment(text: string): boolean {
  return text.length <= SMS_SEGMENT_LENGTH && GSM7_BASIC.test(text);
}

/**
 * When a text may go: at once when urgent or in daytime at the property; otherwise at the next 8:00 there
 * (the same morning before 8:00, the next morning from 21:00).
 */
export function smsSendAfter(kind: SmsTextKind, stateCode: string, now: Date): Date {
  if (URGENT_SMS_TEXTS[kind]) return now;
  const zone = timeZoneOfState(stateCode);
  const localHour = new Date(now.getTime() + offsetMinutes(zone, now) * 60_000).getUTCHours();
  if (localHour >= SMS_DAYTIME.fromHour && localHour < SMS_DAYTIME.untilHour) return now;
  const today = dayInZone(zone, now);
  const day = localHour < SMS_DAYTIME.fromHour ? today : nextDay(today);
  return instantOfLocal(zone, day, SMS_DAYTIME.fromHour * 60);
}

function nextDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** A US number as the phone network writes it (E.164): "512-555-0101" is "+15125550101"; undefined if not ten digits. */
export function e164OfUsPhone(number: string): string | undefined {
  const digits = number.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? `+1${national}` : undefined;
}

/** A US number of the phone network (E.164) as profiles keep it: "+15125550101" is "512-555-0101". */
export function usPhoneOfE164(e164: string): string | undefined {
  const match = /^\+1(\d{10})$/.exec(e164.trim());
  return match?.[1] ? formatPhone(match[1]) : undefined;
}

/** The number a user's texts go to: their primary mobile number, else their first one; undefined without one. */
export function smsNumberOf(
  phones: readonly { number: string; type: PhoneType; isPrimary: boolean }[],
): string | undefined {
  const mobiles = phones.filter((phone) => phone.type === 'mobile');
  const chosen = mobiles.find((phone) => phone.isPrimary) ?? mobiles[0];
  return chosen ? formatPhone(chosen.number) : undefined;
}

/** Twilio's default opt-out words, and the words that opt back in; a reply is one of them alone, in any case. */
export const SMS_OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const SMS_OPT_IN_WORDS = ['START', 'UNSTOP'] as const;
export const SMS_HELP_WORDS = ['HELP', 'INFO'] as const;

/** What a reply asks for: to stop texts, to have them again, help; undefined for anything else. */
export function smsReplyKeyword(body: string): 'optOut' | 'optIn' | 'help' | undefined {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .toUpperCase();
  if ((SMS_OPT_OUT_WORDS as readonly string[]).includes(word)) return 'optOut';
  if ((SMS_OPT_IN_WORDS as readonly string[]).includes(word)) return 'optIn';
  if ((SMS_HELP_WORDS as readonly string[]).includes(word)) return 'help';
  return undefined;
}

/** A ticket's visit as it stands: its work status and the day and window it is scheduled in. */
export interface ScheduledVisit {
  workStatus: string;
  scheduledAt: Date | null;
  scheduledStartWindow: string | null;
}

/**
 * What the homeowner is texted of a change to the ticket's schedule: a visit booked (the ticket newly
 * Scheduled, or scheduled at last), a visit moved (another day or window), or nothing (the same time again, or
 * no visit).
 */
export function visitTextOf(before: ScheduledVisit, after: ScheduledVisit): 'visitBooked' | 'visitMoved' | undefined {
  if (after.workStatus !== 'Scheduled') return undefined;
  if (before.workStatus !== 'Scheduled' || !before.scheduledAt) return 'visitBooked';
  const same =
    before.scheduledAt.getTime() === after.scheduledAt?.getTime() &&
    before.scheduledStartWindow === after.scheduledStartWindow;
  return same ? undefined : 'visitMoved';
}

/** A claim's ticket as its decision reads it: the service-call status and how many diagnosis lines it has. */
export interface DecisionState {
  status: ServiceCallStatus;
  diagnosisLines: number;
}

/**
 * The decision the homeowner is texted of after a ticket change: the decision that shows for the first time
 * (the technician's diagnosis saved), or one that the claims desk moved to approved or denied; undefined
 * otherwise (no diagnosis, no change, or the status only moving on with the work).
 */
export function claimDecisionNews(before: DecisionState, after: DecisionState): ClaimDecisionStatus | undefined {
  const now = after.diagnosisLines > 0 ? claimDecisionStatus(after.status) : null;
  if (!now) return undefined;
  const then = before.diagnosisLines > 0 ? claimDecisionStatus(before.status) : null;
  if (then === now) return undefined;
  if (then === null) return now;
  return after.status === 'approved' || after.status === 'denied' ? now : undefined;
}
