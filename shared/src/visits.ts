/**
 * A technician's visit to the property: On my way (with an arrival estimate), Arrived, Work complete. The rules
 * of their order, the estimate from a position, and what the homeowner reads of each.
 */

export const VISIT_EVENTS = ['onMyWay', 'arrived', 'complete'] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];

/** The longest arrival estimate accepted, in minutes (a day's drive is not a visit on its way). */
export const VISIT_ETA_MAX_MINUTES = 600;

/** The average speed assumed between a technician and the property, in miles per hour (town and highway). */
export const ASSUMED_AVERAGE_SPEED_MPH = 30;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;

/** The great-circle distance between two points, in miles. */
export function straightLineMiles(from: GeoPoint, to: GeoPoint): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * An arrival estimate from the technician's position: the straight-line distance at the assumed average speed,
 * rounded up to 5 minutes, at least 5 and at most the longest accepted estimate. Roads are never straight, so
 * the technician may change it before sending.
 */
export function estimateArrivalMinutes(from: GeoPoint, to: GeoPoint): number {
  const minutes = (straightLineMiles(from, to) / ASSUMED_AVERAGE_SPEED_MPH) * 60;
  return Math.min(VISIT_ETA_MAX_MINUTES, Math.max(5, Math.ceil(minutes / 5) * 5));
}

export const visitMessages = {
  etaRequired: 'Please enter how many minutes until you arrive.',
  etaOnlyOnTheWay: 'An arrival estimate goes only with On my way.',
  alreadyArrived: 'You have already marked your arrival at this visit. Tap Work complete when you are done.',
  notStarted: 'This visit has not started yet. Tap On my way or Arrived first.',
  alreadyComplete: 'This visit is already marked complete.',
} as const;

export type VisitRefusal = { ok: false; message: string };

/**
 * Whether an event may follow the visit's latest one (null: no visit yet). Forgiving: Arrived needs no On my way,
 * On my way may be sent again with a new estimate, and On my way or Arrived after a completed visit starts the
 * next visit (a return with parts). Complete needs a visit under way, and ends it.
 */
export function visitEventRefusal(latest: VisitEvent | null, next: VisitEvent): VisitRefusal | null {
  if (next === 'onMyWay') return latest === 'arrived' ? { ok: false, message: visitMessages.alreadyArrived } : null;
  if (next === 'arrived') return latest === 'arrived' ? { ok: false, message: visitMessages.alreadyArrived } : null;
  if (latest === 'complete') return { ok: false, message: visitMessages.alreadyComplete };
  if (latest === null) return { ok: false, message: visitMessages.notStarted };
  return null;
}

/** The first word of a name, or a neutral word when there is none. */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'Your technician';
}

/** What the homeowner's timeline says of an event: "Sam is on the way - about 25 minutes". */
export function visitTimelineDetail(event: VisitEvent, firstName: string, etaMinutes?: number | null): string {
  switch (event) {
    case 'onMyWay':
      return etaMinutes ? `${firstName} is on the way - about ${etaMinutes} minutes` : `${firstName} is on the way`;
    case 'arrived':
      return `${firstName} has arrived`;
    case 'complete':
      return `${firstName} has finished the work`;
  }
}
