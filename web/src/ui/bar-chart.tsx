/**
 * A small accessible bar chart drawn as inline SVG: horizontal bars, one per label, each with its value.
 * Screen readers get the same figures as a table (visually hidden) instead of the drawing.
 */
import { useId } from 'react';
import { type BarChartData, formatValue, scaleMax } from './chart-data.ts';

const ROW = 22;
const LABEL_WIDTH = 34;
const VALUE_WIDTH = 26;

/** `empty`: what to say when there are no bars. */
export function BarChart({ chart, empty = 'No figures for this year.' }: { chart: BarChartData; empty?: string }) {
  const titleId = useId();
  const max = scaleMax(chart.bars);
  const height = chart.bars.length * ROW;
  const barArea = 100 - LABEL_WIDTH - VALUE_WIDTH;
  return (
    <figure className="bar-chart" aria-labelledby={titleId}>
      <figcaption id={titleId}>{chart.title}</figcaption>
      {chart.bars.length === 0 ? (
        <p className="bar-chart__empty">{empty}</p>
      ) : (
        <>
          <svg
            className="bar-chart__svg"
            viewBox={`0 0 100 ${height}`}
            preserveAspectRatio="none"
            width="100%"
            height={height}
            aria-hidden="true"
            focusable="false"
          >
            {chart.bars.map((bar, index) => (
              <rect
                key={bar.label}
                data-testid="chart-bar"
                x={LABEL_WIDTH}
                y={index * ROW + 4}
                width={(Math.max(0, bar.value) / max) * barArea}
                height={ROW - 8}
                className="bar-chart__bar"
              />
            ))}
          </svg>
          <ol className="bar-chart__labels" aria-hidden="true" style={{ height }}>
            {chart.bars.map((bar) => (
              <li key={bar.label} className="bar-chart__row" style={{ height: ROW }}>
                <span className="bar-chart__label">{bar.label}</span>
                <span className="bar-chart__value">{formatValue(bar.value, chart.format)}</span>
              </li>
            ))}
          </ol>
          <table className="visually-hidden">
            <caption>{chart.title}</caption>
            <tbody>
              {chart.bars.map((bar) => (
                <tr key={bar.label}>
                  <th scope="row">{bar.label}</th>
                  <td>{formatValue(bar.value, chart.format)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
