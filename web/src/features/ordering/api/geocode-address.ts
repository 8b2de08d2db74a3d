/** POST /api/geocoding: whether the property address is known, and the geocoder's spelling of it. */
import { type GeocodingBody, GeocodingResponse } from '@hw/shared';
import type { Static } from 'typebox';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function geocodeAddress(body: Static<typeof GeocodingBody>): Promise<Static<typeof GeocodingResponse>> {
  const answer = await apiPost('/api/geocoding', body, { background: true, skipStatusCheck: true });
  return checkedResponse(GeocodingResponse, answer, 'POST /api/geocoding');
}
