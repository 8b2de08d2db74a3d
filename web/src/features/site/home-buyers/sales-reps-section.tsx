/**
 * The local sales representatives: a choice of the six
 * market states, defaulting to the visitor's state; when the site does not know it, the browser's position
 * is looked up (10 s time-out) once the section comes into view, and GET /api/location names its state.
 * Otherwise Texas stays chosen. Choosing a state shows its representatives, four to a row on wide screens.
 * A photo that does not load only logs a warning (the initials stand in).
 */
import { isMarketState, messages, type SalesRep } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { apiUrl } from '#web/lib/api/index.ts';
import { getLocation, stateOfLocation } from '#web/lib/reference/get-location.ts';
import { showToast } from '#web/ui/index.ts';
import { useSalesReps } from '../api/get-sales-reps.ts';
import { Icon } from '../sections/icons.tsx';
import { StateSelect, stateName } from '../sections/state-select.tsx';
import { DEFAULT_STATE, setVisitorState, useVisitorState } from '../visitor-state.ts';

export const GEOLOCATION_TIMEOUT_MS = 10_000;

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

/**
 * The market state the browser's position is in, or null: not in one, refused, unavailable. A time-out
 * and a browser without geolocation say so in a toast.
 */
export async function detectMarketState(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<string | null> {
  if (!geolocation) {
    showToast({ title: m.reps_location_title(), text: messages.geolocation.unsupported, kind: 'info' });
    return null;
  }
  const position = await new Promise<GeolocationPosition | null>((resolve) => {
    geolocation.getCurrentPosition(
      resolve,
      (error) => {
        if (error.code === error.TIMEOUT) {
          showToast({
            title: messages.geolocation.timedOut,
            text: m.reps_location_timed_out(),
            kind: 'info',
          });
        }
        resolve(null);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  });
  if (!position) return null;
  try {
    const state = stateOfLocation(await getLocation(position.coords.latitude, position.coords.longitude));
    return state && isMarketState(state) ? state : null;
  } catch {
    return null;
  }
}

function RepPhoto({ rep }: { rep: SalesRep }) {
  const [failed, setFailed] = useState(false);
  const name = `${rep.firstName} ${rep.lastName}`;
  if (failed || !rep.photoUrl) {
    return (
      <span className="mk-rep__initials" aria-hidden="true">
        {rep.firstName.charAt(0)}
        {rep.lastName.charAt(0)}
      </span>
    );
  }
  return (
    <img
      className="mk-rep__photo"
      src={apiUrl(rep.photoUrl)}
      alt={m.reps_photo_alt({ name })}
      width={160}
      height={160}
      loading="lazy"
      onError={() => {
        console.warn(`The photo of sales representative ${rep.salesRepId} (${name}) could not be loaded.`);
        setFailed(true);
      }}
    />
  );
}

function RepCard({ rep }: { rep: SalesRep }) {
  const name = `${rep.firstName} ${rep.lastName}`;
  return (
    <li className="mk-rep" lang="en">
      <RepPhoto rep={rep} />
      <h3 className="mk-rep__name">{name}</h3>
      <p className="mk-rep__title">{rep.titleTag}</p>
      <p className="mk-rep__territory">
        <Icon name="pin" size={18} />
        <span>{rep.territory}</span>
      </p>
      <p className="mk-rep__contact">
        <a href={`tel:${rep.cellPhone}`} aria-label={m.reps_call_label({ name, phone: rep.cellPhone })}>
          <Icon name="phone" size={18} />
          <span>{rep.cellPhone}</span>
        </a>
        <a href={`mailto:${rep.email}`} aria-label={m.reps_email_label({ name })}>
          <Icon name="mail" size={18} />
          <span>{m.reps_email_link({ name: rep.firstName })}</span>
        </a>
      </p>
    </li>
  );
}

export function SalesRepsSection({
  id = 'your-local-representative',
  detect = detectMarketState,
}: {
  id?: string;
  /** The state lookup (tests give their own). */
  detect?: () => Promise<string | null>;
}) {
  const headingId = useId();
  const selectId = useId();
  const section = useRef<HTMLElement>(null);
  const visitorState = useVisitorState();
  const [chosen, setChosen] = useState<string | null>(null);
  const stateCode = chosen ?? visitorState ?? DEFAULT_STATE;
  const reps = useSalesReps(stateCode);

  // The lookup starts once, when the section is near the window, and only if the state is not known.
  const known = visitorState !== null;
  const detectRef = useRef(detect);
  useEffect(() => {
    if (known || !section.current) return;
    let cancelled = false;
    const start = () => {
      void detectRef.current().then((found) => {
        if (!cancelled && found) setVisitorState(found);
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: '200px' },
    );
    observer.observe(section.current);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [known]);

  return (
    <section ref={section} id={id} className="mk-section mk-reps" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>{m.reps_heading()}</h2>
        <p className="mk-section__intro">{m.reps_intro()}</p>
        <StateSelect
          id={selectId}
          label={m.reps_state_label()}
          value={stateCode}
          onChange={(code) => {
            setChosen(code);
            setVisitorState(code);
          }}
        />
        <div aria-live="polite" aria-busy={reps.isPending}>
          {reps.isPending && <p className="mk-muted">{m.reps_loading()}</p>}
          {reps.isError && !reps.data && <p className="mk-muted">{m.reps_load_failed()}</p>}
          {reps.data && reps.data.length === 0 && (
            <p className="mk-muted">{m.reps_none({ state: stateName(stateCode) })}</p>
          )}
          {reps.data && reps.data.length > 0 && (
            <ul className="mk-reps__list" aria-label={m.reps_list_label({ state: stateName(stateCode) })}>
              {reps.data.map((rep) => (
                <RepCard key={rep.salesRepId} rep={rep} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
