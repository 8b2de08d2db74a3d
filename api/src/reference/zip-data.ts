/** US zip codes and centroids from the maintained `zipcodes` data set. */
import zipcodes from 'zipcodes';

export interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

const usZips: ZipRecord[] = Object.values(zipcodes.codes as Record<string, ZipRecord & { country: string }>).filter(
  (z) => z.country === 'US' && /^\d{5}$/.test(z.zip),
);
const byZip = new Map(usZips.map((z) => [z.zip, z]));

export function lookupZip(zip: string): ZipRecord | undefined {
  return byZip.get(zip);
}

export function zipsInStates(stateCodes: readonly string[]): ZipRecord[] {
  return usZips.filter((z) => stateCodes.includes(z.state));
}

/** The zip whose centroid is nearest to the point (equirectangular distance is plenty at this scale). */
export function nearestZip(lat: number, lng: number): ZipRecord | undefined {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  let best: ZipRecord | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const z of usZips) {
    const dx = (z.longitude - lng) * cosLat;
    const dy = z.latitude - lat;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = z;
    }
  }
  return best;
}
