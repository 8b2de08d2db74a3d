/** The contractor dashboard: dispatch statistics by year, month and trade, scores and customer comments. */
import type { Trade } from '@hw/shared';
import { useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  apiTransport,
  getMeta,
  type ScoresResponse,
  setMeta,
  useSyncState,
  type VocResponse,
} from '#web/offline/index.ts';
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
const COLORS = ['#0b4f6c', '#c2410c', '#166534', '#7c3aed', '#0891b2'];

/** Reads a statistics call, keeping the last answer on the device for a look offline. */
function useStatistics<T>(path: string | null) {
  const { online } = useSyncState();
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean; saved: boolean }>({
    data: null,
    error: null,
    loading: true,
    saved: false,
  });
  useEffect(() => {
    if (!path) return;
    let alive = true;
    const key = `statistics:${path}`;
    setState((s) => ({ ...s, loading: true, error: null }));
    (async () => {
      const saved = await getMeta<T>(key);
      if (!online) {
        if (alive) setState({ data: saved ?? null, error: null, loading: false, saved: saved !== undefined });
        return;
      }
      try {
        const data = await apiTransport.get<T>(path);
        await setMeta(key, data);
        if (alive) setState({ data, error: null, loading: false, saved: false });
      } catch {
        if (alive)
          setState({ data: saved ?? null, error: 'The statistics could not be loaded.', loading: false, saved: true });
      }
    })();
    return () => {
      alive = false;
    };
  }, [path, online]);
  return state;
}

function SeriesChart({ series, title }: { series: Series; title: string }) {
  if (series.rows.length === 0) return <p className="cw-muted">No dispatch statistics for this selection.</p>;
  return (
    <figure className="cw-chart" aria-label={title}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={series.rows} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis fontSize={12} allowDecimals={false} width={36} />
          <Tooltip />
          <Legend />
          {series.keys.map((key, index) => (
            <Bar key={key} dataKey={key} name={series.names[key] ?? key} fill={COLORS[index % COLORS.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}

export function Dashboard({ userId, trades }: { userId: string | null; trades: string[] }) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState('');
  const [trade, setTrade] = useState('');
  const [agreedOn, setAgreedOn] = useState<string | null>(null);
  const { online } = useSyncState();

  useEffect(() => {
    void getMeta<string>('agreementAcceptedAt').then((value) => setAgreedOn(value ?? null));
  }, []);

  const query = new URLSearchParams({ year: String(year), ...(month ? { month } : {}), ...(trade ? { trade } : {}) });
  const voc = useStatistics<VocResponse>(userId ? `/api/contractor/dispatchStatistics/voc/${userId}?${query}` : null);
  const scores = useStatistics<ScoresResponse>(
    userId ? `/api/contractor/dispatchStatistics/scores/${userId}?year=${year}` : null,
  );
  const series = seriesOf(voc.data);
  const scoreList = scoreTiles(scores.data);
  const comments = commentsOf(voc.data, scores.data);

  return (
    <section className="cw-dashboard" aria-labelledby="cw-dashboard-title">
      <h2 id="cw-dashboard-title">Dashboard</h2>
      {agreedOn && <p className="cw-muted">Service agreement accepted on {formatDate(agreedOn)}.</p>}
      {!online && (
        <p className="cw-muted">
          {voc.saved
            ? 'Showing the statistics last saved on this device.'
            : 'Statistics are available when you are online.'}
        </p>
      )}
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
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
      </div>
      <section className="cw-card">
        <h3>Dispatch statistics</h3>
        {voc.error && <p className="cw-error">{voc.error}</p>}
        {voc.loading ? (
          <p className="cw-muted">Loading…</p>
        ) : (
          <SeriesChart series={series} title="Dispatch statistics" />
        )}
      </section>
      <section className="cw-card">
        <h3>Scores</h3>
        {scores.error && <p className="cw-error">{scores.error}</p>}
        {scoreList.length === 0 ? (
          <p className="cw-muted">{scores.loading ? 'Loading…' : 'No scores for this year yet.'}</p>
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

export const tradeNames = (trades: readonly Trade[]): string[] => trades.map((t) => t.name);
