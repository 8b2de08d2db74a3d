import { describe, expect, it } from 'vitest';
import {
  estimateArrivalMinutes,
  firstNameOf,
  straightLineMiles,
  VISIT_ETA_MAX_MINUTES,
  visitEventRefusal,
  visitTimelineDetail,
} from './visits.ts';

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const ROUND_ROCK = { latitude: 30.5083, longitude: -97.6789 };

describe('visit events', () => {
  it('allow Arrived without On my way, a new estimate, and a next visit after a complete one', () => {
    expect(visitEventRefusal(null, 'arrived')).toBeNull();
    expect(visitEventRefusal(null, 'onMyWay')).toBeNull();
    expect(visitEventRefusal('onMyWay', 'onMyWay')).toBeNull();
    expect(visitEventRefusal('onMyWay', 'complete')).toBeNull();
    expect(visitEventRefusal('arrived', 'complete')).toBeNull();
    expect(visitEventRefusal('complete', 'onMyWay')).toBeNull();
    expect(visitEventRefusal('complete', 'arrived')).toBeNull();
  });

  it('refuse Arrived twice, On my way once arrived, and Complete with no visit under way', () => {
    expect(visitEventRefusal('arrived', 'arrived')?.message).toMatch(/already marked your arrival/);
    expect(visitEventRefusal('arrived', 'onMyWay')).not.toBeNull();
    expect(visitEventRefusal(null, 'complete')?.message).toMatch(/has not started/);
    expect(visitEventRefusal('complete', 'complete')?.message).toMatch(/already marked complete/);
  });

  it('say what the homeowner reads, with the first name and the estimate', () => {
    expect(visitTimelineDetail('onMyWay', 'Sam', 25)).toBe('Sam is on the way - about 25 minutes');
    expect(visitTimelineDetail('onMyWay', 'Sam', null)).toBe('Sam is on the way');
    expect(visitTimelineDetail('arrived', 'Sam')).toBe('Sam has arrived');
    expect(visitTimelineDetail('complete', 'Sam')).toBe('Sam has finished the work');
    expect(firstNameOf('  Sam  Ortiz ')).toBe('Sam');
    expect(firstNameOf('')).toBe('Your technician');
  });
});

describe('the arrival estimate', () => {
  it('is the straight line at the assumed speed, rounded up to 5 minutes, between 5 and the longest', () => {
    const miles = straightLineMiles(AUSTIN, ROUND_ROCK);
    expect(miles).toBeGreaterThan(16);
    expect(miles).toBeLessThan(18);
    expect(estimateArrivalMinutes(AUSTIN, ROUND_ROCK)).toBe(35);
    expect(estimateArrivalMinutes(AUSTIN, AUSTIN)).toBe(5);
    expect(estimateArrivalMinutes(AUSTIN, { latitude: 47.6, longitude: -122.3 })).toBe(VISIT_ETA_MAX_MINUTES);
  });
});
