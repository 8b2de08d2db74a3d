/**
 * Push notices: what a phone’s lock screen shows, in the recipient’s language (the words are the `push_*`
 * messages of the `notices` catalogue). A notice carries a title, a line saying to open the app and a link into
 * the app, never a customer's name, address or problem: the details are read in the app, once signed in.
 */
import { BASE_LOCALE, type Locale, m } from './i18n/index.ts';

export interface PushNotice {
  title: string;
  /** What the notification says under the title. */
  body: string;
  /** A path of this site the notification opens. */
  url: string;
}

/** What a technician is told of, about one of their tickets. */
export const TECHNICIAN_NOTICE_KINDS = [
  'newDispatch',
  'ticketChanged',
  'ticketCancelled',
  'authorizationApproved',
  'authorizationDeclined',
] as const;
export type TechnicianNoticeKind = (typeof TECHNICIAN_NOTICE_KINDS)[number];

/** What a homeowner is told of, about one of their claims. */
export const HOMEOWNER_NOTICE_KINDS = [
  'visitScheduled',
  'claimStatusChanged',
  'technicianOnTheWay',
  'technicianArrived',
  'visitComplete',
  'cashInLieuOffered',
] as const;
export type HomeownerNoticeKind = (typeof HOMEOWNER_NOTICE_KINDS)[number];

type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const TECHNICIAN_TITLES: Readonly<Record<TechnicianNoticeKind, Words>> = {
  newDispatch: m.push_technician_new_dispatch,
  ticketChanged: m.push_technician_ticket_changed,
  ticketCancelled: m.push_technician_ticket_cancelled,
  authorizationApproved: m.push_technician_authorization_approved,
  authorizationDeclined: m.push_technician_authorization_declined,
};

const HOMEOWNER_TITLES: Readonly<Record<HomeownerNoticeKind, Words>> = {
  visitScheduled: m.push_visit_scheduled,
  claimStatusChanged: m.push_claim_status_changed,
  technicianOnTheWay: m.push_technician_on_the_way,
  technicianArrived: m.push_technician_arrived,
  visitComplete: m.push_visit_complete,
  cashInLieuOffered: m.push_cash_in_lieu_offered,
};

/** A technician's notice is in English, like the contractor's screens. */
export function technicianNotice(kind: TechnicianNoticeKind, workOrderId: string): PushNotice {
  const language = { locale: BASE_LOCALE };
  return {
    title: TECHNICIAN_TITLES[kind]({}, language),
    body: m.push_body({}, language),
    url: `/account/dispatchTickets/${encodeURIComponent(workOrderId)}`,
  };
}

/** A homeowner's notice, in their language (users.preferredLanguage). */
export function homeownerNotice(kind: HomeownerNoticeKind, locale: Locale = BASE_LOCALE): PushNotice {
  const language = { locale };
  return {
    title: HOMEOWNER_TITLES[kind]({}, language),
    body: m.push_body({}, language),
    url: '/account#serviceRequestHistory',
  };
}

/**
 * What the homeowner hears of a change to their claim's ticket: a visit newly scheduled, else a new status;
 * nothing for changes they do not see (amounts, parts, another work status).
 */
export function homeownerNoticeOfTicketChange(
  before: { status: string; workStatus: string },
  after: { status: string; workStatus: string },
): HomeownerNoticeKind | undefined {
  if (after.workStatus === 'Scheduled' && before.workStatus !== 'Scheduled') return 'visitScheduled';
  if (after.status !== before.status) return 'claimStatusChanged';
  return undefined;
}

/** What the homeowner hears of a visit event. */
export const HOMEOWNER_NOTICE_OF_VISIT = {
  onMyWay: 'technicianOnTheWay',
  arrived: 'technicianArrived',
  complete: 'visitComplete',
} as const satisfies Record<import('./visits.ts').VisitEvent, HomeownerNoticeKind>;
