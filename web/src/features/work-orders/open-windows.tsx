/** The contractor's open two-hour windows on the status page: choosing one books the visit in it. */
import { describeWindow, sameWindow, type VisitWindow, windowsByDay } from '@hw/shared';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { showToast } from '#web/ui/index.ts';
import { useBookWorkOrderVisit, useWorkOrderVisit } from './api/work-order-visit.ts';

export function OpenWindows({
  workOrderId,
  token,
  onBooked,
}: {
  workOrderId: string;
  token: string;
  onBooked: () => void;
}) {
  const visit = useWorkOrderVisit(workOrderId, token);
  const book = useBookWorkOrderVisit();
  const [choice, setChoice] = useState<VisitWindow | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const windows = visit.data?.windows ?? [];
  if (visit.isPending || visit.isError || (windows.length === 0 && !visit.data?.visit)) return null;
  const current = visit.data.visit;

  async function submit() {
    if (!choice) return;
    try {
      await book.mutateAsync({ workOrderId, token, appointment: choice });
      const { day, time } = describeWindow(choice);
      showToast({ text: `Your visit is booked for ${day}, ${time}.`, kind: 'success' });
      onBooked();
    } catch (error) {
      setChoice(null);
      setProblem(isApiError(error) ? error.message : 'The time could not be booked. Please try again.');
      void visit.refetch();
    }
  }

  return (
    <section className="wo-windows" aria-labelledby="wo-windows-title">
      <h2 id="wo-windows-title">Book an open time</h2>
      {current && (
        <p>
          Booked now: {describeWindow(current).day}, {describeWindow(current).time}
        </p>
      )}
      {problem && <p role="alert">{problem}</p>}
      {windowsByDay(windows).map((group) => {
        const dayName = describeWindow(group.windows[0] as VisitWindow).day;
        return (
          <fieldset key={group.day} className="wo-windows__day">
            <legend>{dayName}</legend>
            {group.windows.map((window) => (
              <label key={window.start} className="wo-windows__slot">
                <input
                  type="radio"
                  name="wo-window"
                  aria-label={`${dayName}, ${describeWindow(window).time}`}
                  checked={choice !== null && sameWindow(choice, window)}
                  onChange={() => setChoice(window)}
                />
                <span>{describeWindow(window).time}</span>
              </label>
            ))}
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button--primary"
        disabled={!choice || book.isPending}
        onClick={() => void submit()}
      >
        {book.isPending ? 'Booking…' : 'Book this time'}
      </button>
      <p className="wo-muted">Or choose a day and hours yourself below.</p>
    </section>
  );
}
