import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AVAILABILITY,
  describeWindow,
  instantOfLocal,
  isoInZone,
  openWindows,
  timeZoneOfState,
  validateAvailability,
  visitSchedule,
  windowsByDay,
} from './visit-slots.ts';

// Wednesday 2026-12-02, 09:30 in Chicago (15:30 UTC).
const NOW = new Date('2026-12-02T15:30:00Z');

describe('time zones', () => {
  it('takes the zone from the property’s state', () => {
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState('ID')).toBe('America/Boise');
    expect(timeZoneOfState('NV')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('OR')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('tx')).toBe('America/Chicago');
    expect(timeZoneOfState('UT')).toBe('America/Denver');
  });

  it('writes local times with the zone’s offset, daylight saving time included', () => {
    expect(isoInZone('America/Chicago', new Date('2026-12-02T14:00:00Z'))).toBe('2026-12-02T08:00:00-06:00');
    expect(isoInZone('America/Chicago', new Date('2026-07-01T13:00:00Z'))).toBe('2026-07-01T08:00:00-05:00');
    expect(isoInZone('America/Phoenix', new Date('2026-07-01T15:00:00Z'))).toBe('2026-07-01T08:00:00-07:00');
    expect(instantOfLocal('America/Denver', '2026-03-09', 8 * 60).toISOString()).toBe('2026-03-09T14:00:00.000Z');
    expect(instantOfLocal('America/Denver', '2026-03-06', 8 * 60).toISOString()).toBe('2026-03-06T15:00:00.000Z');
  });
});

describe('open windows', () => {
  const windows = (overrides: Partial<Parameters<typeof openWindows>[0]> = {}) =>
    openWindows({
      availability: DEFAULT_AVAILABILITY,
      booked: [],
      timeZone: 'America/Chicago',
      now: NOW,
      ...overrides,
    });

  it('cuts Mon-Fri 08:00-17:00 into two-hour windows from now to 14 days ahead', () => {
    const all = windows();
    // Today from 10:00 (08:00 has begun), then 9 more weekdays in 14 days, 4 windows each (16:00-18:00 does not fit).
    expect(all[0]).toEqual({ start: '2026-12-02T10:00:00-06:00', end: '2026-12-02T12:00:00-06:00' });
    expect(all.filter((w) => w.start.startsWith('2026-12-02'))).toHaveLength(3);
    expect(all).toHaveLength(3 + 9 * 4);
    expect(all.some((w) => w.start.startsWith('2026-12-05') || w.start.startsWith('2026-12-06'))).toBe(false);
    expect(all.at(-1)).toEqual({ start: '2026-12-15T14:00:00-06:00', end: '2026-12-15T16:00:00-06:00' });
  });

  it('reads working hours in the property’s zone', () => {
    const phoenix = windows({ timeZone: 'America/Phoenix' });
    // 09:30 Chicago is 08:30 Phoenix: the 08:00 window has begun.
    expect(phoenix[0]).toEqual({ start: '2026-12-02T10:00:00-07:00', end: '2026-12-02T12:00:00-07:00' });
    const early = windows({ timeZone: 'America/Los_Angeles', now: new Date('2026-12-02T15:30:00Z') });
    expect(early[0]?.start).toBe('2026-12-02T08:00:00-08:00');
  });

  it('leaves out blocked days and windows overlapping a booked visit', () => {
    const booked = [{ start: new Date('2026-12-03T15:00:00Z'), end: new Date('2026-12-03T17:00:00Z') }];
    const all = windows({ availability: { ...DEFAULT_AVAILABILITY, blockedDays: ['2026-12-04'] }, booked });
    expect(all.some((w) => w.start.startsWith('2026-12-04'))).toBe(false);
    const thursday = all.filter((w) => w.start.startsWith('2026-12-03')).map((w) => w.start.slice(11, 16));
    // The visit 09:00-11:00 overlaps the 08:00 and 10:00 windows.
    expect(thursday).toEqual(['12:00', '14:00']);
  });

  it('follows the contractor’s own hours, weekends included', () => {
    const all = windows({
      availability: { weeklyHours: [{ weekday: 6, start: '09:00', end: '13:00' }], blockedDays: [] },
    });
    expect(all.map((w) => w.start)).toEqual([
      '2026-12-05T09:00:00-06:00',
      '2026-12-05T11:00:00-06:00',
      '2026-12-12T09:00:00-06:00',
      '2026-12-12T11:00:00-06:00',
    ]);
    expect(windows({ availability: { weeklyHours: [], blockedDays: [] } })).toEqual([]);
  });
});

describe('availability rules', () => {
  it('accepts the default hours and names each bad field', () => {
    expect(validateAvailability(DEFAULT_AVAILABILITY)).toEqual({});
    expect(
      validateAvailability({
        weeklyHours: [
          { weekday: 1, start: '25:00', end: '17:00' },
          { weekday: 1, start: '08:00', end: '09:00' },
        ],
        blockedDays: ['2026-02-30x'],
      }),
    ).toEqual({
      'weeklyHours.0.start': expect.any(String),
      'weeklyHours.1.weekday': 'Monday is listed twice.',
      'weeklyHours.1.end': 'The end must be at least 2 hours after the start.',
      'blockedDays.0': 'A blocked day must be a date YYYY-MM-DD.',
    });
  });

  it('takes blocked days within two years of today, a day either side for the time zone', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const blocked = (...blockedDays: string[]) => validateAvailability({ weeklyHours: [], blockedDays }, now);
    expect(blocked('2024-11-28', '2026-11-29', '2028-11-30')).toEqual({});
    expect(blocked('2024-11-27', '2028-12-01', '9999-12-31', '0000-01-01')).toEqual({
      'blockedDays.0': 'A blocked day must be within two years of today.',
      'blockedDays.1': 'A blocked day must be within two years of today.',
      'blockedDays.2': 'A blocked day must be within two years of today.',
      'blockedDays.3': 'A blocked day must be within two years of today.',
    });
  });
});

describe('a window on the work order and on screen', () => {
  const window = { start: '2026-12-03T14:00:00-06:00', end: '2026-12-03T16:00:00-06:00' };
  it('keeps the local day and hour labels, as the status page schedules', () => {
    expect(visitSchedule(window)).toEqual({
      day: '2026-12-03',
      startWindow: '2PM',
      endWindow: '4PM',
      scheduledAt: new Date('2026-12-03T14:00:00Z'),
    });
  });
  it('reads the day and time in the property’s local time, grouped by day', () => {
    expect(describeWindow(window)).toEqual({ day: 'Thu, Dec 3', time: '2:00 PM - 4:00 PM' });
    const groups = windowsByDay([
      window,
      { ...window, start: '2026-12-03T16:00:00-06:00' },
      { start: '2026-12-04T08:00:00-06:00', end: '2026-12-04T10:00:00-06:00' },
    ]);
    expect(groups.map((g) => [g.day, g.windows.length])).toEqual([
      ['2026-12-03', 2],
      ['2026-12-04', 1],
    ]);
  });
});
