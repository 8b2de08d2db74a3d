/**
 * Address verification for POST /geocoding. The route talks to a `Geocoder`; the one here works offline from
 * the zip data in the repository. A provider of GEOCODING_PROVIDERS plugs in as another `Geocoder`:
 * - google: call the Geocoding API (`GET https://maps.googleapis.com/maps/api/geocode/json?address=...
 *   &components=postal_code:{zip}|country:US&key=...`); its `results` already have this shape. Verified when
 *   the first result is not a `partial_match` and its locality, state and postal code are those sent;
 *   `suggestedAddress` is built from its address components.
 * - melissaData: call Global Address Verification (`/v3/WEB/GlobalAddress/doGlobalAddress`); verified when
 *   the result codes hold an AV2x (verified) code and no AE (error) code; map AddressLine1, Locality,
 *   AdministrativeArea, PostalCode, Latitude and Longitude into the result below.
 * Each adapter reads its key from the environment, runs outside any transaction, times out after a few seconds,
 * and falls back to the local geocoder when the provider cannot be reached.
 */
import { type GEOCODING_PROVIDERS, type GeocodingResponse, US_STATES } from '@hw/shared';
import type { Static } from 'typebox';
import { lookupZip } from './zip-data.ts';

type GeocodingProvider = (typeof GEOCODING_PROVIDERS)[number];
export type Geocoding = Static<typeof GeocodingResponse>;

export interface AddressToVerify {
  streetAddress?: string;
  city?: string;
  state?: string;
  zipCode: string;
}

export interface Geocoder {
  /** Who answers: a provider of GEOCODING_PROVIDERS, or the zip data on this server. */
  readonly provider: GeocodingProvider | 'localZipData';
  geocode(address: AddressToVerify): Promise<Geocoding>;
}

const STREET_SUFFIXES: Record<string, string> = {
  alley: 'Aly',
  avenue: 'Ave',
  boulevard: 'Blvd',
  circle: 'Cir',
  court: 'Ct',
  cove: 'Cv',
  drive: 'Dr',
  expressway: 'Expy',
  freeway: 'Fwy',
  highway: 'Hwy',
  lane: 'Ln',
  loop: 'Loop',
  parkway: 'Pkwy',
  place: 'Pl',
  plaza: 'Plz',
  road: 'Rd',
  square: 'Sq',
  street: 'St',
  terrace: 'Ter',
  trail: 'Trl',
  way: 'Way',
};
const DIRECTIONS = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw']);

function tidyWord(word: string, index: number): string {
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (/\d/.test(lower)) return /^\d+(st|nd|rd|th)$/.test(lower) ? lower : lower.toUpperCase();
  if (DIRECTIONS.has(lower)) return lower.toUpperCase();
  // The first word after the house number is a name ("100 Court Street"), never a suffix.
  const suffix = index > 1 ? STREET_SUFFIXES[lower] : undefined;
  return suffix ?? lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** "  123  main STREET " -> "123 Main St": trimmed, single spaces, title case, common suffixes abbreviated. */
export function tidyStreet(street: string): string {
  const words = street.trim().split(/\s+/).filter(Boolean);
  const startsWithNumber = /^\d/.test(words[0] ?? '');
  return words.map((word, i) => tidyWord(word, startsWithNumber ? i : i + 1)).join(' ');
}

const sameText = (a: string | undefined, b: string) =>
  (a ?? '').trim().replace(/\s+/g, ' ').toLowerCase() === b.toLowerCase();
const stateName = (code: string) => US_STATES.find((s) => s.stateCode === code)?.description ?? code;

/** Verifies the zip, and the city and state against it, from the zip data (no street-level data). */
export const localZipGeocoder: Geocoder = {
  provider: 'localZipData',
  async geocode(address) {
    const zip = lookupZip(address.zipCode);
    if (!zip) return { results: [], suggestedAddress: null, isAddressVerified: false };

    const street = tidyStreet(address.streetAddress ?? '');
    const [, streetNumber, route] = /^(\d+[A-Z]?(?:-\d+)?)\s+(.+)$/.exec(street) ?? [];
    const routeName = route ?? street;
    const components = [
      ...(streetNumber ? [{ long_name: streetNumber, short_name: streetNumber, types: ['street_number'] }] : []),
      ...(routeName ? [{ long_name: routeName, short_name: routeName, types: ['route'] }] : []),
      { long_name: zip.city, short_name: zip.city, types: ['locality', 'political'] },
      {
        long_name: stateName(zip.state),
        short_name: zip.state,
        types: ['administrative_area_level_1', 'political'],
      },
      { long_name: zip.zip, short_name: zip.zip, types: ['postal_code'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    ];
    const place = `${zip.city}, ${zip.state} ${zip.zip}, USA`;
    const result = {
      formatted_address: street ? `${street}, ${place}` : place,
      types: [streetNumber ? 'street_address' : 'postal_code'],
      address_components: components,
      geometry: { location: { lat: zip.latitude, lng: zip.longitude } },
    };

    const suggested = { streetAddress: street, city: zip.city, state: zip.state, zipCode: zip.zip };
    const isSameAsSent =
      suggested.streetAddress === (address.streetAddress ?? '') &&
      suggested.city === (address.city ?? '') &&
      suggested.state === (address.state ?? '');
    return {
      results: [result],
      suggestedAddress: isSameAsSent ? null : suggested,
      isAddressVerified: sameText(address.city, zip.city) && sameText(address.state, zip.state),
    };
  },
};
