/**
 * "Choose a time": the open two-hour windows of the contractor, day by day in the property's local time, or no
 * time now (the contractor calls to arrange one, as before).
 */
import { describeWindow, sameWindow, type VisitWindow, windowsByDay } from '@hw/shared';
import type { FormEvent } from 'react';
import { useVisitSlots } from '../api/get-visit-slots.ts';
import { BackButton, Step, StepActions } from './fields.tsx';

export const NO_TIME_LABEL = 'No time now - the contractor will call me';

/** The window in words: "Thu, Dec 3, 2:00 PM - 4:00 PM". */
export function windowLabel(window: VisitWindow): string {
  const { day, time } = describeWindow(window);
  return `${day}, ${time}`;
}

export function TimeStep({
  contractId,
  warrantyItemId,
  choice,
  onChoose,
  notice,
  onBack,
  onContinue,
}: {
  contractId: string;
  warrantyItemId: string;
  choice: VisitWindow | null;
  onChoose: (choice: VisitWindow | null) => void;
  /** Why the homeowner is asked again (the time chosen was taken), if so. */
  notice: string | null;
  onBack: () => void;
  onContinue: () => void;
}) {
  const slots = useVisitSlots(contractId, warrantyItemId);
  const windows = slots.data ?? [];
  const chosen = choice && windows.some((window) => sameWindow(window, choice)) ? choice : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice && !chosen) onChoose(null);
    onContinue();
  };
  return (
    <Step title="Choose a time" className="claim-time">
      <form onSubmit={submit} noValidate>
        {notice && (
          <p className="claim-alert" role="alert">
            {notice}
          </p>
        )}
        <p className="claim-note">Visits take up to two hours. Times are local to the property.</p>
        <fieldset className="claim-choices claim-times">
          <legend className="visually-hidden">Visit time</legend>
          <label className="claim-choice claim-time__none">
            <input type="radio" name="claim-time" checked={chosen === null} onChange={() => onChoose(null)} />
            <span>{NO_TIME_LABEL}</span>
          </label>
          {slots.isPending && <p className="claim-note">Finding open times…</p>}
          {slots.isError && <p className="claim-note">Open times could not be loaded. You can still file now.</p>}
          {slots.isSuccess && windows.length === 0 && (
            <p className="claim-note">No open times in the next two weeks. The contractor will call you.</p>
          )}
          {windowsByDay(windows).map((group) => (
            <div key={group.day} className="claim-time__day">
              <h4 className="claim-time__day-name">{describeWindow(group.windows[0] as VisitWindow).day}</h4>
              <div className="claim-time__slots">
                {group.windows.map((window) => (
                  <label key={window.start} className="claim-choice claim-time__slot">
                    <input
                      type="radio"
                      name="claim-time"
                      aria-label={windowLabel(window)}
                      checked={chosen !== null && sameWindow(chosen, window)}
                      onChange={() => onChoose(window)}
                    />
                    <span>{describeWindow(window).time}</span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
        <StepActions>
          <BackButton onClick={onBack} />
          <button type="submit" className="button button--primary">
            Continue
          </button>
        </StepActions>
      </form>
    </Step>
  );
}
