/** Turns the staff statistics answers (GET /crr/graphs) into bar-chart data. */
import type { Chart } from '@hw/shared';
import type { BarChartData, ValueFormat } from '#web/ui/chart-data.ts';

/** Figures whose values are money or averages; the rest are counts. */
export function formatOf(key: string): ValueFormat {
  if (key === 'amountBilled') return 'dollars';
  if (key.startsWith('average')) return 'decimal';
  return 'count';
}

/** One bar chart per series of a GET /crr/graphs chart: a value per label, missing values as 0. */
export function chartsFromGraph(chart: Chart): BarChartData[] {
  return chart.series.map((series) => ({
    title: chart.series.length > 1 ? `${chart.title}: ${series.name}` : chart.title,
    format: formatOf(series.key),
    bars: chart.labels.map((label, index) => ({ label, value: series.values[index] ?? 0 })),
  }));
}
