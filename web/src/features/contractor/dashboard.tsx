/** The contractor dashboard: dispatch statistics by year, month and trade, scores and customer comments. */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useState } from 'react';
import { InstallCard } from '#web/lib/install/index.ts';
import { useTrades } from '#web/lib/reference/get-trades.ts';
import { BarChart } from '#web/ui/bar-chart.tsx';
import { barsOf } from '#web/ui/chart-data.ts';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAgreement } from './api/get-agreement.ts';
import { useScoreStatistics } from './api/get-score-statistics.ts';
import { useVocStatistics } from './api/get-voc-statistics.ts';
import { formatDate } from './format.ts';
import { commentsOf, type Series, scoreTiles, seriesOf } from './statistics.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** One bar chart per figure (tickets received, completed), over the same periods, as staff see theirs. */
function SeriesChart({ series, title }: { series: Series; title: string }) {
  if (series.rows.length === 0) return <p className="cw-muted">No dispatch statistics for this selection.</p>;
  return (
    <figure className="cw-chart" aria-label={title}>
      {series.keys.map((key) => (
        <BarChart
          key={key}
          chart={{
            title: series.names[key] ?? key,
            format: 'count',
            bars: barsOf(
              series.rows,
              (row) => row.label,
              (row) => row[key],
            ),
          }}
        />
      ))}
    </figure>
  );
}

const statisticsError = 'The statistics could not be loaded.';
const offlineText = 'Statistics are available when you are online.';

export function Dashboard({ user }: { user: AuthUser }) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState('');
  const [trade, setTrade] = useState('');
  const agreedOn = useAgreement().data?.serviceAgreementDate ?? null;
  const trades = useTrades().data ?? [];

  const voc = useVocStatistics(user.userId, {
    year,
    ...(month ? { month: Number(month) } : {}),
    ...(trade ? { trade } : {}),
  });
  const scores = useScoreStatistics(user.userId, { year });
  const series = seriesOf(voc.data);
  const scoreList = scoreTiles(scores.data);
  const comments = commentsOf(voc.data, scores.data);

  return (
    <section className="cw-dashboard" aria-labelledby="cw-dashboard-title">
      <h2 id="cw-dashboard-title">Dashboard</h2>
      {agreedOn && <p className="cw-muted">Service agreement accepted on {formatDate(agreedOn)}.</p>}
      <InstallCard why={m.install_card_why_contractor()} />
      <DataAge updatedAt={voc.dataUpdatedAt} refreshFailed={voc.isRefetchError} />
      <div className="cw-grid cw-filters">
        <label>
          Year
          <select value={year} onChange={(e) => setYear(Number(e.target.value))}>
            {[thisYear, thisYear - 1, thisYear - 2].map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        </label>
        <label>
          Month
          <select value={month} onChange={(e) => setMonth(e.target.value)}>
            <option value="">All months</option>
            {MONTHS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Trade
          <select value={trade} onChange={(e) => setTrade(e.target.value)}>
            <option value="">All trades</option>
            {trades.map((t) => (
              <option key={t.name}>{t.name}</option>
            ))}
          </select>
        </label>
      </div>
      <section className="cw-card">
        <h3>Dispatch statistics</h3>
        {voc.isError && !voc.data && <p className="cw-error">{statisticsError}</p>}
        {voc.isPending ? (
          <p className="cw-muted">{voc.fetchStatus === 'paused' || !navigator.onLine ? offlineText : 'Loading…'}</p>
        ) : (
          <SeriesChart series={series} title="Dispatch statistics" />
        )}
      </section>
      <section className="cw-card">
        <h3>Scores</h3>
        {scores.isError && !scores.data && <p className="cw-error">{statisticsError}</p>}
        {scoreList.length === 0 ? (
          <p className="cw-muted">{scores.isPending ? 'Loading…' : 'No scores for this year yet.'}</p>
        ) : (
          <dl className="cw-scores">
            {scoreList.map((s) => (
              <div key={s.name} className="cw-score">
                <dt>{s.name}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section className="cw-card">
        <h3>Customer comments</h3>
        {comments.length === 0 ? (
          <p className="cw-muted">No customer comments yet.</p>
        ) : (
          <ul className="cw-notes">
            {comments.map((c) => (
              <li key={`${c.date}-${c.customerName}-${c.comment}`} className="cw-note">
                <p>{c.comment}</p>
                <span className="cw-muted">
                  {[c.customerName, formatDate(c.date), `${c.rating} of 5`].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
