/**
 * "Choose a time": the open two-hour windows of the contractor, day by day in the property's local time, or no
 * time now (the contractor calls to arrange one, as before).
 */
import { describeWindow, type NoWindowReason, sameWindow, type VisitWindow, windowsByDay } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { pageLanguageTag } from '#web/lib/i18n/index.ts';
import { useVisitSlots } from '../api/get-visit-slots.ts';
import { Step, StepForm } from './fields.tsx';

/**
 * No time chosen: "No time now - the contractor will call me"; with no time to book online (`reason`), "We will call
 * you to schedule".
 */
export const noTimeLabel = (reason: NoWindowReason | null = null): string =>
  reason ? m.claim_we_will_call() : m.claim_no_time();

/** "Tue, Dec 1" and "8:00 AM - 10:00 AM" for a window, read from its local time, in the page's language. */
export const describeVisitWindow = (window: VisitWindow) => describeWindow(window, pageLanguageTag());

/** Why no time can be booked online, and that we call instead. */
const NO_WINDOW_LINES: Record<NoWindowReason, () => string> = {
  noLocalContractor: m.claim_time_none_local,
  fullyBooked: m.claim_time_none,
};

/** The window in words: "Thu, Dec 3, 2:00 PM - 4:00 PM". */
export function windowLabel(window: VisitWindow): string {
  const { day, time } = describeVisitWindow(window);
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
  const windows = slots.data?.windows ?? [];
  const reason = slots.data?.reason ?? null;
  const chosen = choice && windows.some((window) => sameWindow(window, choice)) ? choice : null;
  const submit = () => {
    if (choice && !chosen) onChoose(null);
    onContinue();
  };
  return (
    <Step title={m.claim_time_title()} className="claim-time">
      <StepForm onSubmit={submit} onBack={onBack}>
        {notice && (
          <p className="claim-alert" role="alert">
            {notice}
          </p>
        )}
        <p className="claim-note">{m.claim_time_note()}</p>
        <fieldset className="claim-choices claim-times">
          <legend className="visually-hidden">{m.claim_time_legend()}</legend>
          <label className="claim-choice claim-time__none">
            <input type="radio" name="claim-time" checked={chosen === null} onChange={() => onChoose(null)} />
            <span>{noTimeLabel(reason)}</span>
          </label>
          {slots.isPending && <p className="claim-note">{m.claim_time_finding()}</p>}
          {slots.isError && <p className="claim-note">{m.claim_time_load_failure()}</p>}
          {reason && (
            <p className="claim-note" data-testid="claim-time-none">
              {NO_WINDOW_LINES[reason]()}
            </p>
          )}
          {windowsByDay(windows).map((group) => (
            <div key={group.day} className="claim-time__day">
              <h4 className="claim-time__day-name">{describeVisitWindow(group.windows[0] as VisitWindow).day}</h4>
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
                    <span>{describeVisitWindow(window).time}</span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </fieldset>
      </StepForm>
    </Step>
  );
}
