import { describe, expect, it } from 'vitest';
import { groupTicketsByDay, localDayOf, ticketDayGroup } from './dispatch-list.ts';

// 29 Nov 2026, 10:40 in Denver (17:40 UTC).
const now = new Date('2026-11-29T17:40:00Z');
const zone = 'America/Denver';
const t = (id: string, scheduledDate: string | null, createdAt = '2026-01-01T12:00:00Z') => ({
  id,
  scheduledDate,
  createdAt,
});

describe('ticketDayGroup', () => {
  it('files a ticket by its appointment in the contractor’s own day, not the UTC day', () => {
    // 05:30 UTC on the 30th is still the evening of the 29th in Denver.
    expect(ticketDayGroup(t('a', '2026-11-30T05:30:00Z'), now, zone)).toBe('today');
    expect(ticketDayGroup(t('a', '2026-11-30T05:30:00Z'), now, 'UTC')).toBe('upcoming');
    // 06:59 UTC on the 29th is the 28th in Denver.
    expect(ticketDayGroup(t('b', '2026-11-29T06:59:00Z'), now, zone)).toBe('older');
    expect(ticketDayGroup(t('c', '2026-11-29T07:00:00Z'), now, zone)).toBe('today');
  });

  it('falls back to the creation date when there is no appointment', () => {
    expect(ticketDayGroup(t('a', null, '2026-11-29T16:00:00Z'), now, zone)).toBe('today');
    expect(ticketDayGroup(t('b', null, '2026-08-02T16:00:00Z'), now, zone)).toBe('older');
    expect(ticketDayGroup(t('c', 'not a date', '2026-12-02T16:00:00Z'), now, zone)).toBe('upcoming');
  });

  it('reads a ticket without any date as older', () => {
    expect(ticketDayGroup({ scheduledDate: null, createdAt: '' }, now, zone)).toBe('older');
  });
});

describe('groupTicketsByDay', () => {
  it('puts Today first by time, Upcoming soonest first, Older newest first, and leaves empty groups out', () => {
    const groups = groupTicketsByDay(
      [
        t('old-march', '2026-03-10T15:00:00Z'),
        t('today-afternoon', '2026-11-29T21:00:00Z'),
        t('next-week', '2026-12-06T15:00:00Z'),
        t('old-yesterday', '2026-11-28T15:00:00Z'),
        t('today-morning', '2026-11-29T15:00:00Z'),
        t('tomorrow', '2026-11-30T16:00:00Z'),
      ],
      now,
      zone,
    );
    expect(groups.map((g) => [g.label, g.tickets.map((x) => x.id)])).toEqual([
      ['Today', ['today-morning', 'today-afternoon']],
      ['Upcoming', ['tomorrow', 'next-week']],
      ['Older', ['old-yesterday', 'old-march']],
    ]);
    expect(groupTicketsByDay([t('x', '2026-03-10T15:00:00Z')], now, zone).map((g) => g.group)).toEqual(['older']);
    expect(groupTicketsByDay([], now, zone)).toEqual([]);
  });
});

describe('localDayOf', () => {
  it('writes the calendar day of the zone', () => {
    expect(localDayOf(new Date('2026-01-01T03:00:00Z'), 'America/Los_Angeles')).toBe('2025-12-31');
    expect(localDayOf(new Date('2026-01-01T03:00:00Z'), 'UTC')).toBe('2026-01-01');
  });
});
