/**
 * Booking or moving the visit of a filed request from the history: the contractor's open windows day by day
 * (the same windows offered when filing); a time taken meanwhile shows the fresh ones.
 */
import { describeWindow, sameWindow, type VisitWindow, windowsByDay } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { Modal, showToast } from '#web/ui/index.ts';
import { useMoveVisit, useServiceRequestVisit } from '../api/service-request-visit.ts';

export function VisitDialog({ serviceRequestId, onClose }: { serviceRequestId: string; onClose: () => void }) {
  const visit = useServiceRequestVisit(serviceRequestId);
  const move = useMoveVisit(serviceRequestId);
  const [choice, setChoice] = useState<VisitWindow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const windows = visit.data?.windows ?? [];
  const current = visit.data?.visit ?? null;

  async function book() {
    if (!choice) return;
    try {
      await move.mutateAsync(choice);
      const { day, time } = describeWindow(choice);
      showToast({ text: m.account_sr_visit_booked({ day, time }), kind: 'success' });
      onClose();
    } catch (error) {
      setChoice(null);
      setProblem(isApiError(error) ? error.message : m.account_sr_visit_book_failure());
    }
  }

  return (
    <Modal
      open
      title={current ? m.account_sr_change_visit_title() : m.account_sr_book_visit()}
      onClose={() => !move.isPending && onClose()}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={move.isPending}>
            {m.account_close()}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void book()}
            disabled={!choice || move.isPending}
          >
            {move.isPending ? m.account_sr_booking() : m.account_sr_book_this_time()}
          </button>
        </>
      }
    >
      {problem && (
        <p className="claim-alert" role="alert">
          {problem}
        </p>
      )}
      {current && <p className="account-muted">{m.account_sr_booked_now(describeWindow(current))}</p>}
      {visit.isPending && <p className="account-muted">{m.account_sr_finding_times()}</p>}
      {visit.isSuccess && windows.length === 0 && <p className="account-muted">{m.account_sr_no_times()}</p>}
      <div className="claim-times">
        {windowsByDay(windows).map((group) => {
          const dayName = describeWindow(group.windows[0] as VisitWindow).day;
          return (
            <fieldset key={group.day} className="claim-time__day">
              <legend className="claim-time__day-name">{dayName}</legend>
              <div className="claim-time__slots">
                {group.windows.map((window) => (
                  <label key={window.start} className="claim-choice claim-time__slot">
                    <input
                      type="radio"
                      name={`visit-${serviceRequestId}`}
                      aria-label={m.account_sr_window_label({ day: dayName, time: describeWindow(window).time })}
                      checked={choice !== null && sameWindow(choice, window)}
                      onChange={() => setChoice(window)}
                    />
                    <span>{describeWindow(window).time}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
}
