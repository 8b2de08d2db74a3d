import { describe, expect, it } from 'vitest';
import { bookedVisit, ticketWhen } from './format.ts';

const now = new Date(2026, 10, 29, 9, 30);
const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
const created = at(20, 10);

describe('bookedVisit', () => {
  it('reads today’s visit by its window in the customer’s hours, the time only when no window was chosen', () => {
    expect(bookedVisit({ scheduledDate: at(29, 8), scheduledWindow: '8AM to 10AM', createdAt: created }, now)).toEqual({
      day: 'Today · Sun, Nov 29',
      time: '8AM to 10AM',
    });
    expect(bookedVisit({ scheduledDate: at(29, 17), scheduledWindow: null, createdAt: created }, now)).toEqual({
      day: 'Today · Sun, Nov 29',
      time: '5:00 PM',
    });
  });

  it('names a coming day without a year and a past one with it; no appointment is no booked visit', () => {
    expect(
      bookedVisit({ scheduledDate: at(30, 10), scheduledWindow: '10AM to 12PM', createdAt: created }, now),
    ).toEqual({ day: 'Mon, Nov 30', time: '10AM to 12PM' });
    expect(bookedVisit({ scheduledDate: at(2, 14), createdAt: created }, now)?.day).toBe('Mon, Nov 2, 2026');
    expect(bookedVisit({ scheduledDate: null, createdAt: created }, now)).toBeNull();
  });
});

describe('ticketWhen', () => {
  it('gives today’s ticket its window, a coming one its day and window, an unbooked one its opening day', () => {
    const booked = { scheduledDate: at(29, 8), scheduledWindow: '8AM to 10AM', createdAt: created };
    expect(ticketWhen(booked, 'today')).toBe('8AM to 10AM');
    expect(ticketWhen({ ...booked, scheduledDate: at(30, 8) }, 'upcoming')).toBe('Mon, Nov 30, 2026 · 8AM to 10AM');
    expect(ticketWhen({ scheduledDate: null, createdAt: created }, 'older')).toBe('Opened Nov 20, 2026');
  });
});
