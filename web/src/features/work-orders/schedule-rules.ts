/**
 * The scheduling form of the work-order status page, as pure
 * functions of what was chosen and of today: Submit waits for a date in range and both windows; the end
 * window is not checked against the start.
 */
import { validateWorkOrderSchedule, type WorkOrderSchedule, workOrderDateBounds, workOrderMessages } from '@hw/shared';
import { m } from '@hw/shared/i18n';

export const EMPTY_SCHEDULE: WorkOrderSchedule = { date: '', startWindow: '', endWindow: '' };

/** The first and last day of the date picker: today (start of day) to six months ahead, YYYY-MM-DD. */
export const dateBounds = (today: Date): { min: string; max: string } => workOrderDateBounds(today);

export const canSubmitSchedule = (schedule: WorkOrderSchedule, today: Date): boolean =>
  Object.keys(validateWorkOrderSchedule(schedule, today)).length === 0;

/**
 * The problem to show under the date: only for a day that was entered and is out of range (a typed day
 * the picker would not offer), in the page's language. An empty field just keeps Submit disabled.
 */
export function dateProblem(schedule: WorkOrderSchedule, today: Date): string | undefined {
  if (!schedule.date) return undefined;
  const problem = validateWorkOrderSchedule(schedule, today).date;
  return problem === workOrderMessages.dateRange ? m.status_update_date_range() : problem;
}

/** Whether a cancellation reason can be sent: something other than blanks. */
export const isReasonGiven = (reason: string): boolean => reason.trim().length > 0;
