/**
 * Push notices: what a phone's lock screen shows. A notice carries a title and a link into the app, never a
 * customer's name, address or problem: the details are read in the app, once signed in.
 */

export interface PushNotice {
  title: string;
  /** A path of this site the notification opens. */
  url: string;
}

/** What the notification says under the title, whatever the notice. */
export const PUSH_NOTICE_BODY = 'Open the app to see it.';

/** What a technician is told of, about one of their tickets. */
export const TECHNICIAN_NOTICE_TITLES = {
  newDispatch: 'New dispatch',
  ticketChanged: 'A ticket was updated',
  ticketCancelled: 'A dispatch was cancelled',
  authorizationApproved: 'Your authorization request was approved',
  authorizationDeclined: 'Your authorization request was declined',
} as const;
export type TechnicianNoticeKind = keyof typeof TECHNICIAN_NOTICE_TITLES;

/** What a homeowner is told of, about one of their claims. */
export const HOMEOWNER_NOTICE_TITLES = {
  visitScheduled: 'Your repair visit is scheduled',
  claimStatusChanged: 'Your claim was updated',
  technicianOnTheWay: 'Your technician is on the way',
  technicianArrived: 'Your technician has arrived',
  visitComplete: 'Your technician has finished the work',
  cashInLieuOffered: 'You have a cash offer on your claim',
} as const;
export type HomeownerNoticeKind = keyof typeof HOMEOWNER_NOTICE_TITLES;

export function technicianNotice(kind: TechnicianNoticeKind, workOrderId: string): PushNotice {
  return { title: TECHNICIAN_NOTICE_TITLES[kind], url: `/account/dispatchTickets/${encodeURIComponent(workOrderId)}` };
}

export function homeownerNotice(kind: HomeownerNoticeKind): PushNotice {
  return { title: HOMEOWNER_NOTICE_TITLES[kind], url: '/account#serviceRequestHistory' };
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

/** The parts of a push message: the notice and the body every notification shows. */
export interface PushMessage extends PushNotice {
  body: string;
}

/** What the homeowner hears of a visit event. */
export const HOMEOWNER_NOTICE_OF_VISIT = {
  onMyWay: 'technicianOnTheWay',
  arrived: 'technicianArrived',
  complete: 'visitComplete',
} as const satisfies Record<import('./visits.ts').VisitEvent, HomeownerNoticeKind>;
