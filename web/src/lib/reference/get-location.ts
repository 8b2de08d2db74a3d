/**
 * GET /api/location?lat=&lng=: the address nearest a position, as a reverse geocoder answers. The
 * sales representatives section and the order form read the state from it.
 */
import { LocationResponse } from '@hw/shared';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function getLocation(lat: number, lng: number, signal?: AbortSignal): Promise<LocationResponse> {
  const answer = await apiGet('/api/location', { lat, lng }, { signal, background: true });
  return checkedResponse(LocationResponse, answer, 'GET /api/location');
}

/** The two-letter state of the first result that names one, else null. */
export function stateOfLocation(location: LocationResponse): string | null {
  for (const result of location.results) {
    const state = result.address_components.find((part) => part.types.includes('administrative_area_level_1'));
    if (state) return state.short_name.toUpperCase();
  }
  return null;
}
