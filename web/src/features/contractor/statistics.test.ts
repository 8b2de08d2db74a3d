import { describe, expect, it } from 'vitest';
import { normalizeComments, normalizeScores, normalizeSeries } from './statistics.ts';

describe('statistics for the dashboard', () => {
  it('turns a list of periods into chart rows with one bar per numeric measure', () => {
    const series = normalizeSeries({
      items: [
        { month: 'Jan', completed: 4, recalls: 1, tradeId: 9 },
        { month: 'Feb', completed: 6 },
      ],
    });
    expect(series.rows).toEqual([
      { label: 'Jan', completed: 4, recalls: 1 },
      { label: 'Feb', completed: 6, recalls: 0 },
    ]);
    expect(series.names).toEqual({ completed: 'Completed', recalls: 'Recalls' });
  });

  it('reads scores given as a list or as named numbers, and comments with their author', () => {
    expect(normalizeScores({ scores: [{ name: 'Overall', score: 4.5 }] })).toEqual([{ name: 'Overall', value: '4.5' }]);
    expect(normalizeScores({ scores: { overall: 4.25, responseTime: 5 } })).toEqual([
      { name: 'Overall', value: '4.3' },
      { name: 'Response Time', value: '5' },
    ]);
    expect(
      normalizeComments({ comments: [{ comment: 'Great work', customerName: 'Ann', date: '2026-01-02' }] }),
    ).toEqual([{ text: 'Great work', author: 'Ann', date: '2026-01-02' }]);
  });
});
