/**
 * Visit windows: a contractor's working hours and blocked days, in the property's local time, cut into two-hour
 * windows for the next 14 days, less the visits already booked. Times travel as ISO strings carrying the offset of
 * the property's time zone (e.g. "2026-12-01T08:00:00-06:00"), so the day and hour a homeowner reads are the ones
 * written in the string.
 */

import { DATE_WINDOWS, isInDateWindow, momentOf } from './date-windows.ts';

/** The time zone of a property, by its state (the states where plans are sold). */
export const TIME_ZONE_OF_STATE: Readonly<Record<string, string>> = {
  AZ: 'America/Phoenix',
  ID: 'America/Boise',
  NV: 'America/Los_Angeles',
  OR: 'America/Los_Angeles',
  TX: 'America/Chicago',
  UT: 'America/Denver',
};

/** The zone of a state; a state outside the market keeps the head office's (Mountain) time. */
export function timeZoneOfState(stateCode: string): string {
  return TIME_ZONE_OF_STATE[stateCode.toUpperCase()] ?? 'America/Denver';
}

/**
 * Who may be sent a request at a property: contractors of the item's trade whose service area holds its zip code.
 * Nobody else is offered, neither for a window nor for the work order, however few local contractors there are.
 */
export function localContractors<C extends { tradeIds: readonly number[]; serviceZipCodes: readonly string[] }>(
  contractors: readonly C[],
  tradeId: number,
  zipCode: string,
): C[] {
  return contractors.filter(
    (contractor) => contractor.tradeIds.includes(tradeId) && contractor.serviceZipCodes.includes(zipCode),
  );
}

/**
 * Why a new request has no window to book online: no contractor of its trade works at the property's zip code
 * (`noLocalContractor`), or those who do have no open window in the next 14 days (`fullyBooked`). Either way the
 * request may still be filed, and we call the homeowner to schedule the visit.
 */
export const NO_WINDOW_REASONS = ['noLocalContractor', 'fullyBooked'] as const;
export type NoWindowReason = (typeof NO_WINDOW_REASONS)[number];

export const VISIT_WINDOW_HOURS = 2;
export const VISIT_DAYS_AHEAD = 14;

/** Working hours of one weekday (0 Sunday ... 6 Saturday), "HH:MM" 24-hour local times. */
export interface WorkingHours {
  weekday: number;
  start: string;
  end: string;
}

export interface Availability {
  weeklyHours: WorkingHours[];
  /** Local days (YYYY-MM-DD) without visits. */
  blockedDays: string[];
}

/** Mon-Fri 08:00-17:00: the hours of a contractor who has set none. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '17:00' })),
  blockedDays: [],
};

export interface VisitWindow {
  start: string;
  end: string;
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const minutesOf = (time: string) => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/** Problems of an availability, by field ("weeklyHours.0.end", "blockedDays.2"); empty when it is valid. */
export function validateAvailability(availability: Availability, now = new Date()): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<number>();
  availability.weeklyHours.forEach((hours, index) => {
    if (!Number.isInteger(hours.weekday) || hours.weekday < 0 || hours.weekday > 6) {
      problems[`weeklyHours.${index}.weekday`] = 'The weekday must be 0 (Sunday) to 6 (Saturday).';
    } else if (seen.has(hours.weekday)) {
      problems[`weeklyHours.${index}.weekday`] = `${WEEKDAY_NAMES[hours.weekday]} is listed twice.`;
    }
    seen.add(hours.weekday);
    const start = minutesOf(hours.start);
    const end = minutesOf(hours.end);
    if (Number.isNaN(start))
      problems[`weeklyHours.${index}.start`] = 'The start must be a time HH:MM (00:00 to 23:59).';
    if (Number.isNaN(end)) problems[`weeklyHours.${index}.end`] = 'The end must be a time HH:MM (00:00 to 23:59).';
    else if (!Number.isNaN(start) && end - start < VISIT_WINDOW_HOURS * 60) {
      problems[`weeklyHours.${index}.end`] = `The end must be at least ${VISIT_WINDOW_HOURS} hours after the start.`;
    }
  });
  availability.blockedDays.forEach((day, index) => {
    if (!DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
      problems[`blockedDays.${index}`] = 'A blocked day must be a date YYYY-MM-DD.';
    } else if (!isInDateWindow(DATE_WINDOWS.blockedDay, momentOf(day), now)) {
      problems[`blockedDays.${index}`] = DATE_WINDOWS.blockedDay.message;
    }
  });
  return problems;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(zone: string, at: Date): LocalParts {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes the zone is ahead of UTC at an instant (negative in the Americas). */
export function offsetMinutes(zone: string, at: Date): number {
  const p = partsIn(zone, at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local wall time in a zone (a time skipped by a clock change moves forward by the gap). */
export function instantOfLocal(zone: string, day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, 0, minutes);
  let guess = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  guess = wall - offsetMinutes(zone, new Date(guess)) * 60_000;
  return new Date(guess);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An instant as local ISO time with the zone's offset, to the second: "2026-12-01T08:00:00-06:00". */
export function isoInZone(zone: string, at: Date): string {
  const p = partsIn(zone, at);
  const offset = offsetMinutes(zone, at);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/** The local day (YYYY-MM-DD) of an instant in a zone. */
export function dayInZone(zone: string, at: Date): string {
  const p = partsIn(zone, at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

export interface BusyTime {
  start: Date;
  end: Date;
}

export interface WindowQuery {
  availability: Availability;
  booked: readonly BusyTime[];
  timeZone: string;
  now: Date;
  days?: number;
}

/**
 * The open two-hour windows from now to `days` local days ahead (today included): back to back from the start of
 * each working day, each ending by its end, none on a blocked day, none already begun, none overlapping a booked
 * visit. Oldest first.
 */
export function openWindows({
  availability,
  booked,
  timeZone,
  now,
  days = VISIT_DAYS_AHEAD,
}: WindowQuery): VisitWindow[] {
  const today = dayInZone(timeZone, now);
  const blocked = new Set(availability.blockedDays);
  const windows: VisitWindow[] = [];
  for (let offset = 0; offset < days; offset++) {
    const day = addDays(today, offset);
    if (blocked.has(day)) continue;
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    for (const hours of availability.weeklyHours.filter((h) => h.weekday === weekday)) {
      const end = minutesOf(hours.end);
      for (let from = minutesOf(hours.start); from + VISIT_WINDOW_HOURS * 60 <= end; from += VISIT_WINDOW_HOURS * 60) {
        const startsAt = instantOfLocal(timeZone, day, from);
        const endsAt = instantOfLocal(timeZone, day, from + VISIT_WINDOW_HOURS * 60);
        if (startsAt.getTime() <= now.getTime()) continue;
        if (booked.some((visit) => visit.start < endsAt && startsAt < visit.end)) continue;
        windows.push({ start: isoInZone(timeZone, startsAt), end: isoInZone(timeZone, endsAt) });
      }
    }
  }
  return windows.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Whether two windows name the same instants (whatever offset each is written with). */
export const sameWindow = (a: VisitWindow, b: VisitWindow) =>
  Date.parse(a.start) === Date.parse(b.start) && Date.parse(a.end) === Date.parse(b.end);

const HOUR_LABEL = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? 'AM' : 'PM'}`;

/**
 * A window as the work order keeps a visit: the local day (YYYY-MM-DD), its start and end hour labels ("8AM",
 * "10AM"), and the floating local start (the customer's day and hour kept in the UTC fields, as the status page
 * schedules). Read from the local time written in the ISO string.
 */
export function visitSchedule(window: VisitWindow): {
  day: string;
  startWindow: string;
  endWindow: string;
  scheduledAt: Date;
} {
  const day = window.start.slice(0, 10);
  const startHour = Number(window.start.slice(11, 13));
  const endHour = Number(window.end.slice(11, 13));
  const [year, month, date] = day.split('-').map(Number);
  return {
    day,
    startWindow: HOUR_LABEL(startHour),
    endWindow: HOUR_LABEL(endHour),
    scheduledAt: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1, startHour)),
  };
}

/** "Tue, Dec 1" and "8:00 AM - 10:00 AM" for a window, read from its local time, in a language (BCP 47 tag). */
export function describeWindow(window: VisitWindow, languageTag = 'en-US'): { day: string; time: string } {
  const local = (iso: string) => new Date(`${iso.slice(0, 19)}Z`);
  const start = local(window.start);
  const end = local(window.end);
  const day = new Intl.DateTimeFormat(languageTag, {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(start);
  const time = (at: Date) =>
    new Intl.DateTimeFormat(languageTag, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(at);
  return { day, time: `${time(start)} - ${time(end)}` };
}

/** Windows grouped by their local day, in order. */
export function windowsByDay(windows: readonly VisitWindow[]): { day: string; windows: VisitWindow[] }[] {
  const groups: { day: string; windows: VisitWindow[] }[] = [];
  for (const window of windows) {
    const day = window.start.slice(0, 10);
    const last = groups.at(-1);
    if (last && last.day === day) last.windows.push(window);
    else groups.push({ day, windows: [window] });
  }
  return groups;
}
