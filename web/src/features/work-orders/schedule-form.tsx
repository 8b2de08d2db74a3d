/**
 * The scheduling form of /status-update/{workorderId}: a day
 * from today to six months ahead, a start and an end window; Submit stays disabled until all three are
 * chosen. Only the answer `true` counts: then "Thank you" and the caller moves on to the home page.
 */
import type { WorkOrderSchedule } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { TextField } from '#web/ui/index.ts';
import { useUpdateWorkOrderStatus } from './api/update-work-order-status.ts';
import { HourSelect } from './hour-select.tsx';
import { sendChange } from './outcome.ts';
import { canSubmitSchedule, dateBounds, dateProblem, EMPTY_SCHEDULE } from './schedule-rules.ts';
import { workOrderWords } from './words.ts';

export function ScheduleForm({
  workOrderId,
  token,
  onScheduled,
}: {
  workOrderId: string;
  token: string;
  onScheduled: () => void;
}) {
  const [schedule, setSchedule] = useState<WorkOrderSchedule>(EMPTY_SCHEDULE);
  const update = useUpdateWorkOrderStatus();
  const online = useOnline();
  const today = new Date();
  const { min, max } = dateBounds(today);
  const complete = canSubmitSchedule(schedule, today);
  const set = (change: Partial<WorkOrderSchedule>) => setSchedule((was) => ({ ...was, ...change }));

  async function submit() {
    if (!complete || update.isPending || !online) return;
    await sendChange('schedule', () => update.mutateAsync({ workOrderId, token, schedule }), onScheduled);
  }

  const hintId = 'wo-schedule-hint';
  return (
    <form
      className="wo-form"
      aria-labelledby="wo-schedule-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="wo-schedule-title">{m.status_update_schedule_title()}</h2>
      <TextField
        id="wo-date"
        label={m.status_update_date()}
        type="date"
        min={min}
        max={max}
        value={schedule.date}
        onChange={(event) => set({ date: event.target.value })}
        error={dateProblem(schedule, today)}
        hideRequiredWord
        hint={dateProblem(schedule, today) ?? workOrderWords.dateHint}
      />
      <div className="wo-windows">
        <HourSelect
          id="wo-start"
          label={m.status_update_start_window()}
          value={schedule.startWindow}
          onChange={(startWindow) => set({ startWindow })}
        />
        <HourSelect
          id="wo-end"
          label={m.status_update_end_window()}
          value={schedule.endWindow}
          onChange={(endWindow) => set({ endWindow })}
        />
      </div>
      <button
        type="submit"
        className="button button--primary wo-submit"
        disabled={!complete || update.isPending || !online}
        aria-describedby={hintId}
      >
        {update.isPending ? m.status_update_submitting() : m.status_update_submit()}
      </button>
      <p id={hintId} className="wo-muted" role={online ? undefined : 'status'}>
        {!online ? workOrderWords.offline : complete ? workOrderWords.ready : workOrderWords.chooseAll}
      </p>
    </form>
  );
}
