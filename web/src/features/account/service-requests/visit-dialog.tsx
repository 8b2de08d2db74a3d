/**
 * Booking or moving the visit of a filed request from the history: the contractor's open windows day by day
 * (the same windows offered when filing); a time taken meanwhile shows the fresh ones.
 */
import { describeWindow, sameWindow, type VisitWindow, windowsByDay } from '@hw/shared';
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
      showToast({ text: `Your visit is booked for ${day}, ${time}.`, kind: 'success' });
      onClose();
    } catch (error) {
      setChoice(null);
      setProblem(isApiError(error) ? error.message : 'The time could not be booked. Please try again.');
    }
  }

  return (
    <Modal
      open
      title={current ? 'Change the visit time' : 'Book a visit time'}
      onClose={() => !move.isPending && onClose()}
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={move.isPending}>
            Close
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void book()}
            disabled={!choice || move.isPending}
          >
            {move.isPending ? 'Booking…' : 'Book this time'}
          </button>
        </>
      }
    >
      {problem && (
        <p className="claim-alert" role="alert">
          {problem}
        </p>
      )}
      {current && (
        <p className="account-muted">
          Booked now: {describeWindow(current).day}, {describeWindow(current).time}
        </p>
      )}
      {visit.isPending && <p className="account-muted">Finding open times…</p>}
      {visit.isSuccess && windows.length === 0 && (
        <p className="account-muted">No open times in the next two weeks. The contractor will call you.</p>
      )}
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
                      aria-label={`${dayName}, ${describeWindow(window).time}`}
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
