import type { Chart } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { barsOf, formatValue, scaleMax } from '#web/ui/chart-data.ts';
import { chartsFromGraph, formatOf } from './chart-data.ts';

describe('chart data', () => {
  it('maps statistics rows to one bar per row, in order', () => {
    const months = [
      { month: 1, label: 'Jan', tickets: 4 },
      { month: 2, label: 'Feb', tickets: 0 },
      { month: 3, label: 'Mar', tickets: 7 },
    ];
    expect(
      barsOf(
        months,
        (m) => m.label,
        (m) => m.tickets,
      ),
    ).toEqual([
      { label: 'Jan', value: 4 },
      { label: 'Feb', value: 0 },
      { label: 'Mar', value: 7 },
    ]);
  });

  it('turns each series of a graph into its own chart, pairing values with labels', () => {
    const chart: Chart = {
      key: 'byMonth',
      title: 'By month',
      labels: ['Jan', 'Feb', 'Mar'],
      series: [
        { key: 'policies', name: 'Policies', values: [3, 5, 1] },
        { key: 'amountBilled', name: 'Billed', values: [100, 250] },
      ],
    };
    expect(chartsFromGraph(chart)).toEqual([
      {
        title: 'By month: Policies',
        format: 'count',
        bars: [
          { label: 'Jan', value: 3 },
          { label: 'Feb', value: 5 },
          { label: 'Mar', value: 1 },
        ],
      },
      {
        title: 'By month: Billed',
        format: 'dollars',
        bars: [
          { label: 'Jan', value: 100 },
          { label: 'Feb', value: 250 },
          { label: 'Mar', value: 0 },
        ],
      },
    ]);
  });

  it('keeps the title of a single-series chart and formats values by figure', () => {
    const chart: Chart = {
      key: 'k',
      title: 'Rating',
      labels: ['A'],
      series: [{ key: 'averageRating', name: 'R', values: [4.25] }],
    };
    const [only] = chartsFromGraph(chart);
    expect(only?.title).toBe('Rating');
    expect(formatOf('averageDaysToComplete')).toBe('decimal');
    expect(formatValue(4.25, 'decimal')).toBe('4.3');
    expect(formatValue(1234.4, 'dollars')).toBe('$1,234');
    expect(formatValue(1234, 'count')).toBe('1,234');
  });

  it('scales bars to the largest value, and an all-zero chart to 1', () => {
    expect(
      scaleMax([
        { label: 'a', value: 2 },
        { label: 'b', value: 8 },
      ]),
    ).toBe(8);
    expect(scaleMax([{ label: 'a', value: 0 }])).toBe(1);
    expect(scaleMax([])).toBe(1);
  });
});
