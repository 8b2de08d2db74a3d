/**
 * The order form asks the browser where it is (10 s time-out) once; when the position is found and the
 * order address has no state yet, the state of the first reverse-geocoded result becomes the address's
 * state. Refusal, a time-out or no answer leave the form as it is: the zip code sets the state anyway.
 */
import { useEffect } from 'react';
import { getLocation, stateOfLocation } from '#web/lib/reference/get-location.ts';
import { changeProperty } from './draft.ts';
import { getDraft, updateDraft } from './draft-store.ts';

export const ORDER_GEOLOCATION_TIMEOUT_MS = 10_000;

type Geolocation = Pick<globalThis.Geolocation, 'getCurrentPosition'>;

export async function geolocatedState(
  geolocation: Geolocation | undefined,
  signal?: AbortSignal,
): Promise<string | null> {
  if (!geolocation) return null;
  const position = await new Promise<GeolocationPosition | null>((resolve) => {
    geolocation.getCurrentPosition(resolve, () => resolve(null), {
      timeout: ORDER_GEOLOCATION_TIMEOUT_MS,
      maximumAge: 10 * 60_000,
    });
  });
  if (!position || signal?.aborted) return null;
  try {
    return stateOfLocation(await getLocation(position.coords.latitude, position.coords.longitude, signal));
  } catch {
    return null;
  }
}

export function useGeolocatedState(): void {
  useEffect(() => {
    if (getDraft().property.address.state) return;
    const controller = new AbortController();
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    void geolocatedState(geolocation, controller.signal).then((state) => {
      if (!state || controller.signal.aborted) return;
      updateDraft((draft) => (draft.property.address.state ? draft : changeProperty(draft, { state })));
    });
    return () => controller.abort();
  }, []);
}
