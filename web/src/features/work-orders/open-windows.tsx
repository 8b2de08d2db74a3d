/** The contractor's open two-hour windows on the status page: choosing one books the visit in it. */
import { sameWindow, type VisitWindow, windowsByDay } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { pageLanguageTag } from '#web/lib/i18n/index.ts';
import { showToast } from '#web/ui/index.ts';
import { useBookWorkOrderVisit, useWorkOrderVisit } from './api/work-order-visit.ts';

/**
 * "Tue, Dec 1" and "8:00 AM - 10:00 AM" for a window, read from its local time, in the page's language (the
 * shared describeWindow writes English only).
 */
function describeWindow(window: VisitWindow): { day: string; time: string } {
  const local = (iso: string) => new Date(`${iso.slice(0, 19)}Z`);
  const tag = pageLanguageTag();
  const day = new Intl.DateTimeFormat(tag, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(local(window.start));
  const time = (iso: string) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(local(iso));
  return { day, time: `${time(window.start)} - ${time(window.end)}` };
}

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
      showToast({ text: m.status_update_booked({ day, time }), kind: 'success' });
      onBooked();
    } catch (error) {
      setChoice(null);
      setProblem(isApiError(error) ? error.message : m.status_update_book_failure());
      void visit.refetch();
    }
  }

  return (
    <section className="wo-windows" aria-labelledby="wo-windows-title">
      <h2 id="wo-windows-title">{m.status_update_windows_title()}</h2>
      {current && <p>{m.status_update_booked_now(describeWindow(current))}</p>}
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
        {book.isPending ? m.status_update_booking() : m.status_update_book()}
      </button>
      <p className="wo-muted">{m.status_update_windows_or()}</p>
    </section>
  );
}
