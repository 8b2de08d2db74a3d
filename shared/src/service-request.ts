/**
 * Service request rules: the
 * business-hours success message, the contact preferences, the homeowner's timeline of a request, and the
 * work-order scheduling page (dates, hour windows, the cancel reason). Pure; the API and the app share them.
 */
import { defaultBrand } from './brand.ts';
import { CLOSED_SERVICE_CALL_STATUSES, OPEN_SERVICE_CALL_STATUSES } from './dispatch-status.ts';
import { formatPhone, isCompletePhone, isEmailAddress } from './field-checks.ts';
import * as messages from './messages.ts';

// ---- Success message by local time ----------------------------------------------------------------

/** Business hours for the service request message: 07:00 to 17:00 local time. */
export const BUSINESS_HOURS = { startHour: 7, endHour: 17 } as const;

/** Whether a local time falls inside business hours (07:00 up to, not including, 17:00). */
export function isWithinBusinessHours(at: Date): boolean {
  const hour = at.getHours();
  return hour >= BUSINESS_HOURS.startHour && hour < BUSINESS_HOURS.endHour;
}

/** The lines shown after a service request is sent, chosen by the device's local time. */
export function serviceRequestSuccessLines(at: Date, phone: string = defaultBrand.phone): string[] {
  const emergency = `If this is an emergency, please call us at ${phone}.`;
  return isWithinBusinessHours(at)
    ? [messages.serviceRequest.successInHours, emergency]
    : [
        messages.serviceRequest.successAfterHours,
        emergency,
        'Otherwise, your request will be handled on the next business day.',
      ];
}

// ---- Contact preferences ----------------------------------------------------------------------------

export const CONTACT_METHODS = ['phone', 'text', 'email'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  phone: 'Phone call',
  text: 'Text message',
  email: 'E-mail',
};
export const CONTACT_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  anytime: 'Any time',
  morning: 'Morning (8AM to 12PM)',
  afternoon: 'Afternoon (12PM to 5PM)',
  evening: 'Evening (5PM to 8PM)',
};

export interface ServiceContactPreferences {
  contactName: string;
  phone: string;
  email: string;
  preferredContactMethod: ContactMethod;
  bestTimeToContact: ContactTime;
  /** Whether the technician may enter when nobody adult is home. */
  permissionToEnter: boolean;
}

export const contactPreferenceMessages = {
  contactNameRequired: 'Contact name is required.',
  phoneRequired: 'Phone number is required.',
  phoneIncomplete: 'Please enter a 10-digit phone number.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Email address is invalid.',
} as const;

/** Problems by field name; empty when the preferences can be sent. The phone is checked as typed. */
export function validateContactPreferences(
  p: ServiceContactPreferences,
): Partial<Record<keyof ServiceContactPreferences, string>> {
  const m = contactPreferenceMessages;
  const problems: Partial<Record<keyof ServiceContactPreferences, string>> = {};
  if (!p.contactName.trim()) problems.contactName = m.contactNameRequired;
  if (!p.phone.trim()) problems.phone = m.phoneRequired;
  else if (!isCompletePhone(formatPhone(p.phone))) problems.phone = m.phoneIncomplete;
  if (!p.email.trim()) problems.email = m.emailRequired;
  else if (!isEmailAddress(p.email.trim())) problems.email = m.emailInvalid;
  return problems;
}

// ---- Timeline -----------------------------------------------------------------------------------------

/** The steps of a request as the homeowner follows them, in their usual order. */
export const SERVICE_REQUEST_EVENTS = [
  'submitted',
  'sentToContractor',
  'scheduled',
  'onMyWay',
  'arrived',
  'waitingOnParts',
  'workComplete',
  'cancelled',
  'cashInLieuOffered',
  'cashInLieuAccepted',
  'cashInLieuDeclined',
] as const;
export type ServiceRequestEvent = (typeof SERVICE_REQUEST_EVENTS)[number];
export const SERVICE_REQUEST_EVENT_LABELS: Record<ServiceRequestEvent, string> = {
  submitted: 'Submitted',
  sentToContractor: 'Sent to contractor',
  scheduled: 'Scheduled',
  onMyWay: 'Technician on the way',
  arrived: 'Technician arrived',
  waitingOnParts: 'Waiting on parts',
  workComplete: 'Work complete',
  cancelled: 'Cancelled',
  cashInLieuOffered: 'Cash offered instead of the repair',
  cashInLieuAccepted: 'Cash offer accepted',
  cashInLieuDeclined: 'Cash offer declined',
};

/** The contractor's work statuses (and the service-call status) that move a request along its timeline. */
export function timelineEventOfWork(workStatus: string, status: string): ServiceRequestEvent | undefined {
  if (status === 'cancelled' || workStatus === 'Canceled') return 'cancelled';
  if (workStatus === 'Work Complete' || status === 'workComplete' || status === 'completePendingPayment') {
    return 'workComplete';
  }
  if (workStatus === 'Scheduled') return 'scheduled';
  if (workStatus === 'Waiting On Parts' || workStatus === 'Factory back-ordered parts') return 'waitingOnParts';
  return undefined;
}

/**
 * The steps a request has reached, as its timeline lists them: oldest first, and steps reached at one moment in
 * their usual order (submitted before sent to the contractor).
 */
export function orderedSteps<S extends { event: ServiceRequestEvent; at: string | Date }>(timeline: readonly S[]): S[] {
  const time = (step: S) => new Date(step.at).getTime();
  const rank = (step: S) => SERVICE_REQUEST_EVENTS.indexOf(step.event);
  return [...timeline].sort((a, b) => time(a) - time(b) || rank(a) - rank(b));
}

const CASH_IN_LIEU_EVENTS: readonly ServiceRequestEvent[] = [
  'cashInLieuOffered',
  'cashInLieuAccepted',
  'cashInLieuDeclined',
];

/** Whether a step is on the way of the work; a cash-in-lieu offer or its answer is beside it. */
export const isWorkStep = (event: ServiceRequestEvent): boolean => !CASH_IN_LIEU_EVENTS.includes(event);

/** What a request's status pill says: its status (closed, awaiting a decision, done), or its latest step. */
export type ServiceRequestStage = { kind: 'status'; status: string } | { kind: 'event'; event: ServiceRequestEvent };

/** Service-call statuses that say more than the visit's steps: the diagnosis awaits a decision, or the work is done. */
const DECIDING_STATUSES: readonly string[] = [
  'pendingLhwApproval',
  'approved',
  'completePendingPayment',
  'workComplete',
];

/**
 * The one status a request shows, from the steps its timeline shows: closed, it is its status; waiting on parts (a
 * step that follows the decision) says so; awaiting a decision or done, its status; else the latest step of the
 * work on the timeline (sent to the contractor, scheduled, the technician on the way or arrived). Only submitted:
 * its status.
 */
export function serviceRequestStage(request: {
  status: string;
  closedAt: string | Date | null;
  timeline: readonly { event: ServiceRequestEvent; at: string }[];
}): ServiceRequestStage {
  if (isClosedServiceRequest(request)) return { kind: 'status', status: request.status };
  const latest = orderedSteps(request.timeline.filter((step) => isWorkStep(step.event))).at(-1)?.event;
  if (latest === 'waitingOnParts') return { kind: 'event', event: latest };
  if (DECIDING_STATUSES.includes(request.status)) return { kind: 'status', status: request.status };
  if (!latest || latest === 'submitted') return { kind: 'status', status: request.status };
  return { kind: 'event', event: latest };
}

/** A request can still be cancelled by the homeowner until the work is complete: while its ticket is open. */
export const CANCELLABLE_SERVICE_REQUEST_STATUSES: readonly string[] = OPEN_SERVICE_CALL_STATUSES;

interface RequestState {
  status: string;
  /** Set by the server when the request's ticket reaches a closed status, or when it is cancelled. */
  closedAt: string | Date | null;
}

/** Closed: its ticket is closed (denied, cancelled, batched, invoiced, paid, completeNoBill, paidCIL). */
export const isClosedServiceRequest = (request: RequestState): boolean =>
  Boolean(request.closedAt) || (CLOSED_SERVICE_CALL_STATUSES as readonly string[]).includes(request.status);

/** Until the work is complete or the request is closed, the homeowner may cancel it (with a reason). */
export const canCancelServiceRequest = (request: RequestState): boolean =>
  !request.closedAt && CANCELLABLE_SERVICE_REQUEST_STATUSES.includes(request.status);

export const serviceRequestMessages = {
  notAuthorized: (phone: string = defaultBrand.phone) =>
    `This plan cannot take a service request right now. Please call us at ${phone} and we will help.`,
  unpaid: (phone: string = defaultBrand.phone) =>
    'This plan’s coverage begins once it is paid for. Please pay its open invoice in your account, or call us at ' +
    `${phone} and we will help.`,
  pastDue: (phone: string = defaultBrand.phone) =>
    'This plan has a monthly payment more than 30 days past due, so it cannot take a service request until it is ' +
    `paid. Please pay the open invoice in your account, or call us at ${phone}.`,
  expired: (expiredOn: string, phone: string = defaultBrand.phone) =>
    `This plan expired on ${expiredOn}, so it cannot take a service request. Please renew it in your account, or ` +
    `call us at ${phone}.`,
  suspended: (dueDate: string) =>
    `This plan is suspended because the monthly payment due ${dueDate} was not paid. Please pay it in your ` +
    'account to file a service request.',
  cancelledUnpaid: (cancelledOn: string, dueDate: string, phone: string = defaultBrand.phone) =>
    `This plan was cancelled on ${cancelledOn} because the monthly payment due ${dueDate} was not paid, so it ` +
    `cannot take a service request. Please call us at ${phone} and we will help.`,
  cancelled: (cancelledOn: string | null, phone: string = defaultBrand.phone) =>
    `This plan was cancelled${cancelledOn ? ` on ${cancelledOn}` : ''}, so it cannot take a service request. ` +
    `Please call us at ${phone} and we will help.`,
  awaitingOwner:
    'This order is waiting for you to confirm it is yours. Please confirm it in your account, then request the repair.',
  notOwner: 'Only the plan holder can file a service request on this plan.',
  itemNotCovered: 'This item is not covered by the plan.',
  noFlow: 'There are no questions for this item.',
  notCoveredTitle: 'Not covered',
  noteRequired: 'Please enter a note.',
  reasonRequired: 'Please tell us why you are cancelling.',
  cannotCancel: 'This service request can no longer be cancelled. Please call us for help.',
  closed: 'This service request is closed.',
  feeChanged: 'The service call fee has changed. Please review it and submit again.',
  cardRequired: 'Please choose a saved card or enter a new one.',
  statusUpdateSent: 'We asked for an update on your service request. You will hear from us soon.',
  slotTaken: 'That time was just booked by someone else. Please choose another time.',
  slotNotOffered: 'That time is not one of the open times. Please choose one of the times offered.',
  noContractor:
    'No contractor who works at this address repairs this item, so a time cannot be booked. Please file without a time and we will call you to schedule.',
  noVisit: 'This service request has no booked visit.',
  noWorkOrder: 'This service request has no work order to book a visit for.',
} as const;

// ---- Work-order status page ------------------------------------------------------------------------

/** The fixed tenant id the status page sends with a scheduling update. */
export const WORK_ORDER_TENANT = 'hw-residential';
/** Hour choices 12AM to 11PM (the page adds a blank first choice). */
export const WORK_ORDER_HOURS: readonly string[] = Array.from({ length: 24 }, (_, hour) => {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${hour < 12 ? 'AM' : 'PM'}`;
});
/** How far ahead a visit can be scheduled. */
export const WORK_ORDER_MONTHS_AHEAD = 6;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The first and last day the page offers (YYYY-MM-DD, local calendar): today to six months ahead. */
export function workOrderDateBounds(today: Date): { min: string; max: string } {
  const last = new Date(today.getFullYear(), today.getMonth() + WORK_ORDER_MONTHS_AHEAD, today.getDate());
  return { min: isoDay(today), max: isoDay(last) };
}

/** M/D/YYYY, the local short date the update carries. */
export function workOrderShortDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${month}/${day}/${year}`;
}

/** The YYYY-MM-DD of a M/D/YYYY (or YYYY-MM-DD) date, or undefined when it is no real day. */
export function parseWorkOrderDate(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const [year, month, day] = us ? [us[3], us[1], us[2]].map(Number) : iso ? iso.slice(1).map(Number) : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? isoDay(date)
    : undefined;
}

export const workOrderMessages = {
  dateRequired: 'Please choose a date.',
  dateRange: 'Please choose a date from today to six months ahead.',
  startRequired: 'Please choose a start window.',
  endRequired: 'Please choose an end window.',
  hourInvalid: 'Please choose an hour from 12AM to 11PM.',
  statusInvalid: 'Status must be Scheduled.',
  tenantInvalid: 'Unknown tenant.',
  reasonRequired: 'Please enter a reason for the cancellation.',
  closed: 'This work order is closed and can no longer be changed.',
  notFound: 'We could not find this work order. Please open the link from your e-mail again, or call us.',
} as const;

export interface WorkOrderSchedule {
  date: string;
  startWindow: string;
  endWindow: string;
}

/** Problems of a scheduling choice by field; the end window is not checked against the start. */
export function validateWorkOrderSchedule(
  schedule: WorkOrderSchedule,
  today: Date,
): Partial<Record<keyof WorkOrderSchedule, string>> {
  const m = workOrderMessages;
  const problems: Partial<Record<keyof WorkOrderSchedule, string>> = {};
  const day = schedule.date ? parseWorkOrderDate(schedule.date) : undefined;
  const { min, max } = workOrderDateBounds(today);
  if (!schedule.date) problems.date = m.dateRequired;
  else if (!day || day < min || day > max) problems.date = m.dateRange;
  if (!schedule.startWindow) problems.startWindow = m.startRequired;
  else if (!WORK_ORDER_HOURS.includes(schedule.startWindow)) problems.startWindow = m.hourInvalid;
  if (!schedule.endWindow) problems.endWindow = m.endRequired;
  else if (!WORK_ORDER_HOURS.includes(schedule.endWindow)) problems.endWindow = m.hourInvalid;
  return problems;
}

/** The hour (0-23) of an hour label, for storing a window as a time. */
export const hourOfLabel = (label: string): number => WORK_ORDER_HOURS.indexOf(label);
