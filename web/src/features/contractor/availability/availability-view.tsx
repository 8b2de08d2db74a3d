/**
 * Availability: the hours homeowners may book visits in, per weekday, the days off, and the visits booked. Saved
 * through the outbox like every ticket change, so it works offline and is sent once the connection is back.
 */
import {
  type AvailabilityResponse,
  AvailabilityResponse as AvailabilitySchema,
  describeWindow,
  validateAvailability,
  WEEKDAY_NAMES,
} from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { offlineDb } from '#web/offline/db.ts';
import { afterEnqueue, applyPending, enqueue } from '#web/offline/index.ts';
import {
  type AvailabilityChange,
  type AvailabilityRow,
  availabilityStore,
  setAvailability,
  storeAvailability,
} from './offline.ts';

const DEFAULT_VIEW: AvailabilityRow = {
  key: 'mine',
  fetchedAt: '',
  isSet: false,
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
  blockedDays: [],
  visits: [],
};

/** The stored availability with the waiting change applied, and whether one waits. */
function useAvailabilityView() {
  return useLiveQuery(async () => {
    const server = (await availabilityStore.table().get('mine')) ?? DEFAULT_VIEW;
    const waiting = await offlineDb().outbox.where('status').anyOf('pending', 'sending', 'failed').toArray();
    const mine = waiting.filter((item) => item.name === setAvailability.name);
    return { view: applyPending(server, mine), pending: mine.length > 0, stored: server !== DEFAULT_VIEW };
  }, []);
}

type DayHours = { on: boolean; start: string; end: string };

const hoursByDay = (view: AvailabilityResponse): DayHours[] =>
  WEEKDAY_NAMES.map((_, weekday) => {
    const hours = view.weeklyHours.find((h) => h.weekday === weekday);
    return hours ? { on: true, start: hours.start, end: hours.end } : { on: false, start: '08:00', end: '17:00' };
  });

export function AvailabilityView() {
  const state = useAvailabilityView();
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet('/api/contractor/availability', undefined, { auth: true, signal: controller.signal })
      .then((answer) =>
        storeAvailability(checkedResponse(AvailabilitySchema, answer, 'GET /api/contractor/availability')),
      )
      .catch(
        () =>
          !controller.signal.aborted &&
          setLoadProblem('Showing the copy on this device: the server could not be reached.'),
      );
    return () => controller.abort();
  }, []);
  if (!state) return <p className="cw-muted">Loading…</p>;
  return <AvailabilityForm key={`${state.view.fetchedAt}|${state.pending}`} {...state} loadProblem={loadProblem} />;
}

interface AvailabilityValues {
  days: DayHours[];
  blocked: string[];
  /** The day off being picked, added to `blocked` by its own button. */
  newDay: string;
}

const changeOf = ({ days, blocked }: AvailabilityValues): AvailabilityChange => ({
  weeklyHours: days.flatMap((day, weekday) => (day.on ? [{ weekday, start: day.start, end: day.end }] : [])),
  blockedDays: [...blocked].sort(),
});

function AvailabilityForm({
  view,
  pending,
  loadProblem,
}: {
  view: AvailabilityRow;
  pending: boolean;
  loadProblem: string | null;
}) {
  // The view the form opened with (the parent opens a new form when the stored one changes).
  const opened = useRef<AvailabilityValues>({ days: hoursByDay(view), blocked: view.blockedDays, newDay: '' }).current;
  const form = useForm({ defaultValues: opened, onSubmit: ({ value }) => save(value) });
  const days = useSelector(form.store, (state) => state.values.days);
  const blocked = useSelector(form.store, (state) => state.values.blocked);
  const newDay = useSelector(form.store, (state) => state.values.newDay);
  /** What the last save found wrong, shown until the next save. */
  const [problems, setProblems] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);

  async function save(values: AvailabilityValues) {
    const next = changeOf(values);
    const found = validateAvailability(next);
    setProblems(
      Object.entries(found).map(([field, message]) => {
        const index = Number(field.split('.')[1]);
        const weekday = next.weeklyHours[index]?.weekday;
        return field.startsWith('weeklyHours') && weekday !== undefined
          ? `${WEEKDAY_NAMES[weekday]}: ${message}`
          : message;
      }),
    );
    if (Object.keys(found).length > 0) return;
    await enqueue(setAvailability, next);
    afterEnqueue();
    setSaved(true);
  }

  /** A day's start or end time, named for assistive technology ("Monday from", "Monday until"). */
  const hoursField = (weekday: number, edge: 'start' | 'end', word: string, disabled: boolean) => (
    <form.Field name={`days[${weekday}].${edge}`}>
      {(field) => (
        <label>
          <span className="visually-hidden">
            {WEEKDAY_NAMES[weekday]} {word}
          </span>
          <input
            type="time"
            value={field.state.value}
            disabled={disabled}
            onChange={(e) => field.handleChange(e.target.value)}
            onBlur={field.handleBlur}
          />
        </label>
      )}
    </form.Field>
  );

  return (
    <>
      <section className="cw-card" aria-labelledby="cw-hours-title">
        <h2 id="cw-hours-title">Availability</h2>
        <p className="cw-muted">
          Homeowners book two-hour visits within these hours, in the local time of each property.
          {view.isSet ? '' : ' You have not set hours yet: Monday to Friday, 8:00 AM to 5:00 PM apply.'}
        </p>
        {loadProblem && <p className="cw-muted">{loadProblem}</p>}
        <form
          className="cw-form cw-hours"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          {days.map((day, weekday) => (
            <fieldset key={WEEKDAY_NAMES[weekday]} className="cw-hours__day">
              <legend className="visually-hidden">{WEEKDAY_NAMES[weekday]}</legend>
              <form.Field name={`days[${weekday}].on`}>
                {(field) => (
                  <label className="cw-hours__name">
                    <input
                      type="checkbox"
                      checked={field.state.value}
                      onChange={(e) => field.handleChange(e.target.checked)}
                    />
                    {WEEKDAY_NAMES[weekday]}
                  </label>
                )}
              </form.Field>
              {hoursField(weekday, 'start', 'from', !day.on)}
              <span aria-hidden="true">–</span>
              {hoursField(weekday, 'end', 'until', !day.on)}
            </fieldset>
          ))}
          <h3>Days off</h3>
          <ul className="cw-blocked">
            {blocked.map((day) => (
              <li key={day}>
                {day}{' '}
                <button
                  type="button"
                  className="ui-link-button"
                  onClick={() =>
                    form.setFieldValue(
                      'blocked',
                      blocked.filter((d) => d !== day),
                    )
                  }
                >
                  Remove {day}
                </button>
              </li>
            ))}
            {blocked.length === 0 && <li className="cw-muted">None</li>}
          </ul>
          <form.Field name="newDay">
            {(field) => (
              <label>
                Add a day off
                <input
                  type="date"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              </label>
            )}
          </form.Field>
          <button
            type="button"
            className="button"
            disabled={!newDay || blocked.includes(newDay)}
            onClick={() => {
              form.setFieldValue('blocked', [...blocked, newDay]);
              form.setFieldValue('newDay', '');
            }}
          >
            Add day off
          </button>
          {problems.length > 0 && (
            <ul className="claim-alert" role="alert">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <button type="submit" className="button button--primary">
            Save availability
          </button>
          {(pending || saved) && (
            <p className="cw-muted" role="status">
              {pending ? 'Waiting to sync' : 'Saved'}
            </p>
          )}
        </form>
      </section>
      <section className="cw-card" aria-labelledby="cw-visits-title">
        <h2 id="cw-visits-title">Booked visits</h2>
        {view.visits.length === 0 && <p className="cw-muted">No visits booked.</p>}
        <ul className="cw-visits">
          {view.visits.map((visit) => {
            const { day, time } = describeWindow(visit);
            return (
              <li key={visit.workOrderId}>
                <Link to="/account/dispatchTickets/$workOrderId" params={{ workOrderId: visit.workOrderId }}>
                  {day}, {time}
                </Link>{' '}
                · {visit.customerName}, {visit.city} · {visit.workOrderId}
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}
