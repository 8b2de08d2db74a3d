import { describe, expect, it } from 'vitest';
import { scheduleInWords } from './schedule-words.ts';

describe('a job schedule in words', () => {
  it('says daily, weekly, monthly and every few minutes in UTC', () => {
    expect(scheduleInWords('0 5 * * *')).toBe('Daily at 05:00 UTC');
    expect(scheduleInWords('30 9 * * *')).toBe('Daily at 09:30 UTC');
    expect(scheduleInWords('0 6 * * 1')).toBe('Mondays at 06:00 UTC');
    expect(scheduleInWords('15 3 1 * *')).toBe('Monthly on the 1st at 03:15 UTC');
    expect(scheduleInWords('0 3 22 * *')).toBe('Monthly on the 22nd at 03:00 UTC');
    expect(scheduleInWords('0 3 13 * *')).toBe('Monthly on the 13th at 03:00 UTC');
    expect(scheduleInWords('*/5 * * * *')).toBe('Every 5 minutes');
    expect(scheduleInWords('10 * * * *')).toBe('Every hour at :10');
  });

  it('leaves anything else as the cron expression', () => {
    expect(scheduleInWords('0 5 * 1 *')).toBe('0 5 * 1 *');
    expect(scheduleInWords('0 5,17 * * *')).toBe('0 5,17 * * *');
    expect(scheduleInWords('@daily')).toBe('@daily');
  });
});
