/**
 * The contractor relations dashboard (crrDash): find contractors by term, trade and
 * state; a chosen contractor's figures for a year; and the network's figures by month, trade and state.
 */
import type { ContractorSearchItem } from '@hw/shared';
import { useForm } from '@tanstack/react-form';
import { type ReactNode, useState } from 'react';
import { useStates } from '#web/lib/reference/get-states.ts';
import { useTrades } from '#web/lib/reference/get-trades.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { BarChart } from '#web/ui/bar-chart.tsx';
import { type BarChartData, formatValue, type ValueFormat } from '#web/ui/chart-data.ts';
import { SelectField, TextField } from '#web/ui/index.ts';
import { useContractorStatistics } from './api/get-contractor-statistics.ts';
import { useCrrGraphs } from './api/get-crr-graphs.ts';
import { useCrrStatistics } from './api/get-crr-statistics.ts';
import { useContractorSearch } from './api/search-contractors.ts';
import { AuthorizationRequestsPanel } from './authorization-requests-panel.tsx';
import { chartsFromGraph } from './chart-data.ts';
import './staff.css';

const YEARS_SHOWN = 5;

type Figure = [term: string, value: ReactNode];

/** A card's figures, each term above its value. */
function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl className="staff-figures">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Bar = [label: string, value: number];

/** A bar chart of one figure a row, each bar its label and value. */
const chartOf = (title: string, format: ValueFormat, bars: Bar[]): BarChartData => ({
  title,
  format,
  bars: bars.map(([label, value]) => ({ label, value })),
});

export const yearsUpTo = (current: number): number[] =>
  Array.from({ length: YEARS_SHOWN }, (_, index) => current - index);

function YearSelect({ id, year, onChange }: { id: string; year: number; onChange: (year: number) => void }) {
  return (
    <div className="ui-field staff-year">
      <label htmlFor={id} className="ui-field__label">
        Year
      </label>
      <select
        id={id}
        className="ui-field__input"
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {yearsUpTo(new Date().getFullYear()).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Filters {
  term: string;
  tradeId: string;
  stateCode: string;
}

const NO_FILTERS: Filters = { term: '', tradeId: '', stateCode: '' };

function ContractorSearch({ onChoose }: { onChoose: (contractor: ContractorSearchItem) => void }) {
  const trades = useTrades();
  const states = useStates();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  // The filters as typed; a search applies them.
  const form = useForm({
    defaultValues: NO_FILTERS,
    onSubmit: ({ value }) => {
      setFilters(value);
      setPage(0);
    },
  });
  const search = useContractorSearch({
    term: filters.term.trim(),
    page,
    ...(filters.tradeId ? { tradeId: Number(filters.tradeId) } : {}),
    ...(filters.stateCode ? { stateCode: filters.stateCode } : {}),
  });

  const pages = search.data ? Math.ceil(search.data.totalItems / search.data.pageSize) : 0;

  return (
    <section className="card account-card" aria-labelledby="crr-search-title">
      <h2 id="crr-search-title">Find Contractors</h2>
      <form
        className="staff-filters"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
        aria-label="Find contractors"
      >
        <form.Field name="term">
          {(field) => (
            <TextField
              id="crr-term"
              label="Company, name, e-mail, phone or zip"
              value={field.state.value}
              autoComplete="off"
              onChange={(event) => field.handleChange(event.target.value)}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="tradeId">
          {(field) => (
            <SelectField
              id="crr-trade"
              label="Trade"
              placeholder="All trades"
              choices={(trades.data ?? []).map((trade) => ({ value: String(trade.tradeId), label: trade.name }))}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <form.Field name="stateCode">
          {(field) => (
            <SelectField
              id="crr-state"
              label="State"
              placeholder="All states"
              choices={(states.data ?? []).map((state) => ({ value: state.stateCode, label: state.description }))}
              value={field.state.value}
              onChange={field.handleChange}
              onBlur={field.handleBlur}
            />
          )}
        </form.Field>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {search.isError ? <p role="alert">The search failed. Please try again.</p> : null}
      {search.data ? (
        <>
          <p className="account-muted" aria-live="polite">
            {search.data.totalItems} contractor{search.data.totalItems === 1 ? '' : 's'}
          </p>
          <ul className="staff-list" aria-label="Contractors found">
            {search.data.items.map((item) => (
              <li key={item.userId} className="staff-list__item staff-user" data-testid="contractor-result">
                <div className="staff-wrap">
                  <strong>{item.companyName ?? `${item.firstName} ${item.lastName}`}</strong>
                  <div className="account-muted">
                    {item.firstName} {item.lastName} · {item.email}
                    {item.phone ? ` · ${item.phone}` : ''}
                  </div>
                  <div className="account-muted">
                    {item.trades.map((trade) => trade.name).join(', ') || 'No trades'}
                    {item.stateCodes.length ? ` · ${item.stateCodes.join(', ')}` : ''} · {item.openTicketCount} open
                    {item.averageRating !== null ? ` · ${item.averageRating.toFixed(1)}★ (${item.surveyCount})` : ''}
                  </div>
                </div>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Statistics of ${item.companyName ?? `${item.firstName} ${item.lastName}`}`}
                  onClick={() => onChoose(item)}
                >
                  Statistics
                </button>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <div className="staff-pager">
              <button
                type="button"
                className="button button--ghost"
                disabled={page === 0}
                onClick={() => setPage(page - 1)}
              >
                Previous
              </button>
              <span>
                Page {page + 1} of {pages}
              </span>
              <button
                type="button"
                className="button button--ghost"
                disabled={page + 1 >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next
              </button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ContractorStatistics({ contractor, onClose }: { contractor: ContractorSearchItem; onClose: () => void }) {
  const [year, setYear] = useState(new Date().getFullYear());
  const stats = useContractorStatistics(contractor.userId, year);
  const data = stats.data;
  const charts = data
    ? [
        chartOf(
          `Tickets by month, ${data.year}`,
          'count',
          data.months.map((m): Bar => [m.label, m.tickets]),
        ),
        chartOf(
          `Billed by month, ${data.year}`,
          'dollars',
          data.months.map((m): Bar => [m.label, m.amountBilled]),
        ),
        chartOf(
          `Tickets by trade, ${data.year}`,
          'count',
          data.trades.map((t): Bar => [t.name, t.tickets]),
        ),
      ]
    : [];
  const name = contractor.companyName ?? `${contractor.firstName} ${contractor.lastName}`;
  return (
    <section className="card account-card" aria-labelledby="crr-contractor-title">
      <div className="account-card__head">
        <h2 id="crr-contractor-title">{name}</h2>
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
      <YearSelect id="crr-contractor-year" year={year} onChange={setYear} />
      {stats.isError ? <p role="alert">The statistics could not be loaded.</p> : null}
      {stats.isPending ? <p className="account-muted">Loading…</p> : null}
      {stats.data ? (
        <>
          <Figures
            figures={[
              ['Tickets', stats.data.totals.tickets],
              ['Completed', stats.data.totals.completed],
              ['Days to complete', formatValue(stats.data.totals.averageDaysToComplete, 'decimal')],
              ['Recalls', stats.data.totals.recalls],
              ['Rating', `${formatValue(stats.data.totals.averageRating, 'decimal')} (${stats.data.totals.surveys})`],
              ['Billed', formatValue(stats.data.totals.amountBilled, 'dollars')],
              ...stats.data.scores.map((score): Figure => [score.name, `${Math.round(score.score)}%`]),
            ]}
          />
          {charts.map((chart) => (
            <BarChart key={chart.title} chart={chart} />
          ))}
        </>
      ) : null}
    </section>
  );
}

function NetworkStatistics() {
  const online = useOnline();
  const [year, setYear] = useState(new Date().getFullYear());
  const stats = useCrrStatistics(year);
  const data = stats.data;
  const statisticsCharts = data
    ? [
        chartOf(
          `Policies by state, ${data.year}`,
          'count',
          data.states.map((s): Bar => [s.stateCode, s.policies]),
        ),
        chartOf(
          `Tickets by trade, ${data.year}`,
          'count',
          data.trades.map((t): Bar => [t.name, t.tickets]),
        ),
      ]
    : [];
  const graphs = useCrrGraphs(year);
  const [chartIndex, setChartIndex] = useState(0);
  const charts = graphs.data?.charts.flatMap(chartsFromGraph) ?? [];
  const shownChart = charts[Math.min(chartIndex, charts.length - 1)];
  return (
    <section className="card account-card" aria-labelledby="crr-network-title">
      <h2 id="crr-network-title">Network Statistics</h2>
      <YearSelect id="crr-network-year" year={year} onChange={setYear} />
      {!online && !stats.data ? <p className="account-muted">The statistics need a connection.</p> : null}
      {stats.isError || graphs.isError ? <p role="alert">The statistics could not be loaded.</p> : null}
      {stats.data ? (
        <>
          <Figures
            figures={[
              ...(['policies', 'agents', 'agencies', 'contractors', 'tickets', 'completed'] as const).map(
                (key): Figure => [key[0]?.toUpperCase() + key.slice(1), formatValue(stats.data.totals[key], 'count')],
              ),
              ['Billed', formatValue(stats.data.totals.amountBilled, 'dollars')],
            ]}
          />
          {statisticsCharts.map((chart) => (
            <BarChart key={chart.title} chart={chart} />
          ))}
        </>
      ) : null}
      {charts.length > 0 ? (
        <div className="ui-field staff-chart-pick">
          <label htmlFor="crr-network-chart" className="ui-field__label">
            Chart
          </label>
          <select
            id="crr-network-chart"
            className="ui-field__input"
            value={Math.min(chartIndex, charts.length - 1)}
            onChange={(event) => setChartIndex(Number(event.target.value))}
          >
            {charts.map((chart, index) => (
              <option key={chart.title} value={index}>
                {chart.title}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {shownChart ? <BarChart chart={shownChart} /> : null}
    </section>
  );
}

export function CrrDashboard() {
  const [chosen, setChosen] = useState<ContractorSearchItem | null>(null);
  return (
    <div className="staff">
      <AuthorizationRequestsPanel />
      <ContractorSearch onChoose={setChosen} />
      {chosen ? <ContractorStatistics key={chosen.userId} contractor={chosen} onClose={() => setChosen(null)} /> : null}
      <NetworkStatistics />
    </div>
  );
}
