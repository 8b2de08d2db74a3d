import { ticketDayGroup } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { demoAppointmentOf } from '../src/seed/dispatch.ts';

const MINUTE = 60_000;
// Where the demo is looked at: the service areas' zones, the server's, and one on each side of the date line.
const ZONES = ['America/Denver', 'America/Phoenix', 'America/Boise', 'America/Chicago', 'UTC', 'Pacific/Auckland'];

describe('the demo contractor’s booked visits', () => {
  it('keeps both of today’s visits on the seed’s day, at any minute it is seeded, in any whole-hour zone', () => {
    const start = Date.UTC(2026, 10, 30);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = start + minute * MINUTE;
      for (const timeZone of ZONES) {
        const groupOf = (index: number) => {
          const scheduledDate = new Date(demoAppointmentOf(index, now) as number).toISOString();
          return ticketDayGroup({ scheduledDate, createdAt: scheduledDate }, new Date(now), timeZone);
        };
        const seeded = `seeded ${new Date(now).toISOString()}, seen in ${timeZone}`;
        expect([0, 2, 1].map(groupOf), seeded).toEqual(['today', 'today', 'upcoming']);
      }
    }
  });
});
