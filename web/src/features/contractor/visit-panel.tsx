/**
 * The visit from the technician's side: On my way (with minutes until arrival, estimated from where the phone is
 * when it shares its position, else typed), Arrived and Work complete. Each is queued like any other change, and
 * the homeowner sees it on their claim as soon as it is sent.
 */
import { estimateArrivalMinutes, VISIT_ETA_MAX_MINUTES, type VisitEvent, visitEventRefusal } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { useState } from 'react';
import { formatDateTime } from './format.ts';
import type { DispatchTicket } from './offline/types.ts';

const NOW: Record<VisitEvent, string> = {
  onMyWay: 'On the way',
  arrived: 'Arrived',
  complete: 'Work complete',
};

/** The phone's position when it gives one within a few seconds; null otherwise (refused, unavailable, slow). */
function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 60_000 },
    );
  });
}

/** The typed minutes until arrival when they are a whole number in range. */
function etaMinutes(typed: string): number | undefined {
  const minutes = Number(typed);
  return Number.isInteger(minutes) && minutes >= 1 && minutes <= VISIT_ETA_MAX_MINUTES ? minutes : undefined;
}

export function VisitPanel({
  ticket,
  onEvent,
}: {
  ticket: DispatchTicket;
  onEvent(event: VisitEvent, etaMinutes?: number): Promise<boolean>;
}) {
  const latest = ticket.visit?.event ?? null;
  /** Whether the minutes form shows, in place of the three buttons. */
  const [asking, setAsking] = useState(false);
  const [estimated, setEstimated] = useState(false);
  const allowed = (event: VisitEvent) => visitEventRefusal(latest, event) === null;
  const form = useForm({
    defaultValues: { eta: '' },
    onSubmit: async ({ value }) => {
      if (!etaMinutes(value.eta)) return;
      if (await onEvent('onMyWay', Number(value.eta))) setAsking(false);
    },
  });
  const etaValid = useSelector(form.store, (state) => etaMinutes(state.values.eta) !== undefined);

  async function startOnMyWay() {
    form.setFieldValue('eta', '');
    setAsking(true);
    setEstimated(false);
    const property = ticket.propertyLocation;
    if (!property) return;
    const here = await currentPosition();
    if (!here) return;
    // What the technician typed meanwhile stays.
    if (!form.getFieldValue('eta')) form.setFieldValue('eta', String(estimateArrivalMinutes(here, property)));
    setAsking(true);
    setEstimated(true);
  }

  return (
    <section className="cw-card" aria-labelledby="cw-visit-title">
      <h3 id="cw-visit-title">Visit</h3>
      <p className="cw-muted" data-testid="visit-state">
        {ticket.visit
          ? `${NOW[ticket.visit.event]}${ticket.visit.event === 'onMyWay' && ticket.visit.etaMinutes ? ` - about ${ticket.visit.etaMinutes} minutes` : ''} · ${formatDateTime(ticket.visit.at)}`
          : 'Not started. The homeowner is told each step.'}
      </p>
      {!asking ? (
        <div className="cw-row cw-visit">
          <button
            type="button"
            className="button button--primary"
            disabled={!allowed('onMyWay')}
            onClick={() => void startOnMyWay()}
          >
            On my way
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!allowed('arrived')}
            onClick={() => void onEvent('arrived')}
          >
            Arrived
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!allowed('complete')}
            onClick={() => void onEvent('complete')}
          >
            Work complete
          </button>
        </div>
      ) : (
        <form
          className="cw-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="eta">
            {(field) => (
              <label>
                Minutes until you arrive
                <input
                  type="number"
                  inputMode="numeric"
                  min="1"
                  max={VISIT_ETA_MAX_MINUTES}
                  step="1"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              </label>
            )}
          </form.Field>
          {estimated && <p className="cw-muted">Estimated from your position; change it if the roads say otherwise.</p>}
          <div className="cw-row">
            <button type="submit" className="button button--primary" disabled={!etaValid}>
              Send On my way
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                setAsking(false);
                form.setFieldValue('eta', '');
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
