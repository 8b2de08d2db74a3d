/**
 * A service request's timeline as the homeowner follows it: the steps reached, with their moments, then
 * (while the request is still open) the usual steps still to come. Pure; the screen renders the rows.
 */
import {
  isClosedServiceRequest,
  isWorkStep,
  orderedSteps,
  parseWorkOrderDate,
  SERVICE_REQUEST_EVENT_LABELS,
  SERVICE_REQUEST_EVENTS,
  type ServiceRequestEvent,
  type ServiceRequestStage,
  type ServiceRequestSummary,
  type ServiceRequestTimelineEntry,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { day as calendarDay } from '#web/lib/format.ts';
import { serviceRequestStatusLabel } from '../service-request-status.ts';

/** The usual way of a request; `cancelled` ends it early and is never shown as still to come. */
const USUAL_STEPS: readonly ServiceRequestEvent[] = ['submitted', 'sentToContractor', 'scheduled', 'workComplete'];

export interface TimelineRow {
  key: string;
  event: ServiceRequestEvent;
  label: string;
  /** When the step was reached (ISO); null for a step still to come. */
  at: string | null;
  /** What the step carries: the contractor, the visit's day and window, a cancellation reason. */
  detail: string | null;
  reached: boolean;
}

/** SERVICE_REQUEST_EVENT_LABELS (@hw/shared), in the page's language. */
const EVENT_LABELS: Record<ServiceRequestEvent, () => string> = {
  submitted: m.account_sr_event_submitted,
  sentToContractor: m.account_sr_status_sent_to_contractor,
  scheduled: m.account_sr_event_scheduled,
  onMyWay: m.account_sr_event_on_my_way,
  arrived: m.account_sr_event_arrived,
  waitingOnParts: m.account_sr_stage_waiting_on_parts,
  workComplete: m.account_sr_status_work_complete,
  cancelled: m.account_sr_status_cancelled,
  cashInLieuOffered: m.account_sr_event_cash_offered,
  cashInLieuAccepted: m.account_sr_cash_accepted_title,
  cashInLieuDeclined: m.account_sr_event_cash_declined,
};

const eventLabel = (event: ServiceRequestEvent): string =>
  EVENT_LABELS[event]?.() ?? SERVICE_REQUEST_EVENT_LABELS[event] ?? event;

/** The words of a request's status pill (serviceRequestStage in @hw/shared): a step in the timeline's own words. */
export const stageLabel = (stage: ServiceRequestStage): string =>
  stage.kind === 'event' ? eventLabel(stage.event) : serviceRequestStatusLabel(stage.status);

/** The visit's day (YYYY-MM-DD) as every day of the card is written ("Jan 6, 2026"), with its window when known. */
export function visitLine(scheduledDate: string | null, scheduledWindow: string | null): string | null {
  const day = scheduledDate ? calendarDay(`${scheduledDate.slice(0, 10)}T00:00:00Z`) || null : null;
  if (day && scheduledWindow) return `${day}, ${scheduledWindow}`;
  return day ?? scheduledWindow ?? null;
}

/** A visit as the server writes it ("12/1/2026, 8AM to 10AM"), in the day format of the rest of the card. */
function visitDetail(detail: string): string {
  const written = /^(\d{1,2}\/\d{1,2}\/\d{4}), (.+)$/.exec(detail);
  const day = written ? parseWorkOrderDate(written[1]!) : undefined;
  return (day && visitLine(day, written![2]!)) ?? detail;
}

/** The detail of a reached step: the server's own, else what the request says about that step. */
function detailOf(
  entry: ServiceRequestTimelineEntry,
  request: ServiceRequestSummary,
  isLatest: boolean,
): string | null {
  if (entry.detail) return entry.event === 'scheduled' ? visitDetail(entry.detail) : entry.detail;
  if (entry.event === 'sentToContractor') return request.contractorName;
  // Only the latest scheduling is the visit the request now has; an earlier one was moved.
  if (entry.event === 'scheduled' && isLatest) return visitLine(request.scheduledDate, request.scheduledWindow);
  return null;
}

export function timelineRows(request: ServiceRequestSummary): TimelineRow[] {
  const entries: ServiceRequestTimelineEntry[] =
    request.timeline.length > 0
      ? orderedSteps(request.timeline)
      : [{ event: 'submitted', at: request.createdAt, detail: null }];
  const lastScheduled = entries.map((entry) => entry.event).lastIndexOf('scheduled');
  const rows: TimelineRow[] = entries.map((entry, index) => ({
    key: `${entry.event}-${entry.at}-${index}`,
    event: entry.event,
    label: eventLabel(entry.event),
    at: entry.at,
    detail: detailOf(entry, request, index === lastScheduled),
    reached: true,
  }));
  const ended = entries.some((entry) => entry.event === 'cancelled' || entry.event === 'workComplete');
  if (ended || isClosedServiceRequest(request)) return rows;
  // The technician on the way or arrived is past the scheduling, whether or not a visit was scheduled.
  const rank = (event: ServiceRequestEvent) => SERVICE_REQUEST_EVENTS.indexOf(event);
  // A cash-in-lieu offer or answer is beside the way of the work, not a step along it.
  const along = entries.filter((entry) => isWorkStep(entry.event));
  const furthest = Math.max(...along.map((entry) => rank(entry.event)));
  for (const event of USUAL_STEPS.filter((step) => rank(step) > furthest)) {
    rows.push({
      key: `${event}-next`,
      event,
      label: eventLabel(event),
      at: null,
      detail: null,
      reached: false,
    });
  }
  return rows;
}

export interface DescribedAnswer {
  /** The question, when the line reads "question? answer". */
  question: string | undefined;
  answer: string;
}

const WIRE_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?$/;

/**
 * A request's description as filed: one "question answer" per line (the question ends with "?" or ":").
 * Each line apart, with a date answer written as a day.
 */
export function describedAnswers(description: string): DescribedAnswer[] {
  return description
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const split = /^(.+?[?:])\s+(.+)$/.exec(line);
      if (!split) return { question: undefined, answer: line };
      const answer = split[2]!;
      return { question: split[1], answer: WIRE_DAY.test(answer) ? calendarDay(answer) : answer };
    });
}
