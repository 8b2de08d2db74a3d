/** Turns statistics answers into bar-chart data: one bar per month, trade or state, with its value. */
import type { Chart } from '@hw/shared';
import { money } from '#web/lib/format.ts';

export interface Bar {
  label: string;
  value: number;
}

export interface BarChartData {
  title: string;
  bars: Bar[];
  /** How values read: counts, dollars or one-decimal averages. */
  format: ValueFormat;
}

export type ValueFormat = 'count' | 'dollars' | 'decimal';

/** Figures whose values are money or averages; the rest are counts. */
export function formatOf(key: string): ValueFormat {
  if (key === 'amountBilled') return 'dollars';
  if (key.startsWith('average')) return 'decimal';
  return 'count';
}

export function formatValue(value: number, format: ValueFormat): string {
  if (format === 'dollars') return money(value, 0);
  if (format === 'decimal') return value.toFixed(1);
  return value.toLocaleString('en-US');
}

/** Bars of one figure over rows (months, trades or states), labelled by `label`. */
export function barsOf<Row>(rows: readonly Row[], label: (row: Row) => string, value: (row: Row) => number): Bar[] {
  return rows.map((row) => ({ label: label(row), value: value(row) }));
}

/** One bar chart per series of a GET /crr/graphs chart: a value per label, missing values as 0. */
export function chartsFromGraph(chart: Chart): BarChartData[] {
  return chart.series.map((series) => ({
    title: chart.series.length > 1 ? `${chart.title}: ${series.name}` : chart.title,
    format: formatOf(series.key),
    bars: chart.labels.map((label, index) => ({ label, value: series.values[index] ?? 0 })),
  }));
}

/** The largest bar's value, at least 1 so that an all-zero chart still draws. */
export const scaleMax = (bars: readonly Bar[]): number => Math.max(1, ...bars.map((bar) => bar.value));
