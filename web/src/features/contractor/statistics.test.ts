import { describe, expect, it } from 'vitest';
import { commentsOf, scoreTiles, seriesOf } from './statistics.ts';

const comment = (date: string, comment: string) => ({ comment, customerName: 'Ann', date, rating: 5 });

describe('statistics for the dashboard', () => {
  it('charts tickets and completed tickets per period', () => {
    const series = seriesOf({
      year: 2026,
      month: null,
      trade: null,
      items: [
        { label: 'Jan', tickets: 4, completed: 3, averageDaysToComplete: 2, averageRating: 4.5 },
        { label: 'Feb', tickets: 6, completed: 6, averageDaysToComplete: 1, averageRating: 5 },
      ],
      comments: [],
    });
    expect(series.rows).toEqual([
      { label: 'Jan', tickets: 4, completed: 3 },
      { label: 'Feb', tickets: 6, completed: 6 },
    ]);
    expect(seriesOf(null).rows).toEqual([]);
  });

  it('shows scores as percentages and comments newest first, each once', () => {
    expect(scoreTiles({ year: 2026, scores: [{ name: 'First-time fix', score: 86.66 }], comments: [] })).toEqual([
      { name: 'First-time fix', value: '86.7%' },
    ]);
    const older = comment('2026-01-02T00:00:00.000Z', 'Great work');
    const newer = comment('2026-03-02T00:00:00.000Z', 'On time');
    expect(
      commentsOf(
        { year: 2026, scores: [], comments: [older, newer] },
        { year: 2026, month: null, trade: null, items: [], comments: [older] },
      ).map((c) => c.comment),
    ).toEqual(['On time', 'Great work']);
  });
});
