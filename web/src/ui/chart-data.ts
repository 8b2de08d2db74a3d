/** Bar-chart data: one bar per label with its value, and how values read. */
import { money } from '#web/lib/format.ts';
import { pageLanguageTag } from '#web/lib/i18n/page-locale.ts';

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

export function formatValue(value: number, format: ValueFormat): string {
  if (format === 'dollars') return money(value, 0);
  if (format === 'decimal') return value.toFixed(1);
  return value.toLocaleString(pageLanguageTag());
}

/** Bars of one figure over rows (months, trades or states), labelled by `label`. */
export function barsOf<Row>(rows: readonly Row[], label: (row: Row) => string, value: (row: Row) => number): Bar[] {
  return rows.map((row) => ({ label: label(row), value: value(row) }));
}

/** The largest bar's value, at least 1 so that an all-zero chart still draws. */
export const scaleMax = (bars: readonly Bar[]): number => Math.max(1, ...bars.map((bar) => bar.value));
