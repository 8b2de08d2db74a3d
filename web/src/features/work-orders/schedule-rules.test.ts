import { WORK_ORDER_TENANT, workOrderMessages } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { statusUpdateBody } from './api/update-work-order-status.ts';
import { canSubmitSchedule, dateBounds, dateProblem, EMPTY_SCHEDULE, isReasonGiven } from './schedule-rules.ts';

// Noon local time, so no time zone moves the day.
const today = new Date(2026, 0, 31, 12);

describe('the work-order scheduling rules', () => {
  it('offers today (start of day) to six months ahead', () => {
    expect(dateBounds(today)).toEqual({ min: '2026-01-31', max: '2026-07-31' });
    expect(dateBounds(new Date(2026, 0, 31, 0, 0, 0))).toEqual({ min: '2026-01-31', max: '2026-07-31' });
  });

  it('enables Submit only with a date in range and both windows, whatever their order', () => {
    expect(canSubmitSchedule(EMPTY_SCHEDULE, today)).toBe(false);
    expect(canSubmitSchedule({ date: '2026-02-02', startWindow: '8AM', endWindow: '' }, today)).toBe(false);
    expect(canSubmitSchedule({ date: '2026-02-02', startWindow: '', endWindow: '12PM' }, today)).toBe(false);
    expect(canSubmitSchedule({ date: '', startWindow: '8AM', endWindow: '12PM' }, today)).toBe(false);
    expect(canSubmitSchedule({ date: '2026-02-02', startWindow: '8AM', endWindow: '12PM' }, today)).toBe(true);
    // No end-after-start check: the end window may come before the start.
    expect(canSubmitSchedule({ date: '2026-02-02', startWindow: '5PM', endWindow: '9AM' }, today)).toBe(true);
    expect(canSubmitSchedule({ date: '2026-01-31', startWindow: '12AM', endWindow: '11PM' }, today)).toBe(true);
    expect(canSubmitSchedule({ date: '2026-07-31', startWindow: '8AM', endWindow: '12PM' }, today)).toBe(true);
  });

  it('refuses a typed day out of range, and says so only once a day was entered', () => {
    const late = { date: '2026-08-01', startWindow: '8AM', endWindow: '12PM' };
    const past = { date: '2026-01-30', startWindow: '8AM', endWindow: '12PM' };
    expect(canSubmitSchedule(late, today)).toBe(false);
    expect(canSubmitSchedule(past, today)).toBe(false);
    expect(dateProblem(late, today)).toBe(workOrderMessages.dateRange);
    expect(dateProblem(past, today)).toBe(workOrderMessages.dateRange);
    expect(dateProblem(EMPTY_SCHEDULE, today)).toBeUndefined();
    expect(dateProblem({ ...late, date: '2026-03-01' }, today)).toBeUndefined();
  });

  it('needs a cancellation reason other than blanks', () => {
    expect(isReasonGiven('')).toBe(false);
    expect(isReasonGiven('   \n\t')).toBe(false);
    expect(isReasonGiven(' Fixed it myself ')).toBe(true);
  });

  it('sends the day as M/D/YYYY with the windows, status Scheduled, the fixed tenant and the link’s token', () => {
    expect(statusUpdateBody('WO-1', 'tok', { date: '2026-02-03', startWindow: '8AM', endWindow: '12PM' })).toEqual({
      ScheduleDateTime: '2/3/2026',
      ScheduledStartWindow: '8AM',
      ScheduledEndWindow: '12PM',
      Id: 'WO-1',
      Status: 'Scheduled',
      Tenant: WORK_ORDER_TENANT,
      Token: 'tok',
    });
  });
});
