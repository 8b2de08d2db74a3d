/**
 * Dispatch tickets: filter tabs, page 0 replaces and later pages append. The loaded tickets read under Today,
 * Upcoming and Older (by appointment, in this device's day), each with its full work status.
 */
import {
  CONTRACTOR_STATUS_FILTERS,
  type ContractorStatusFilter,
  groupTicketsByDay,
  type TicketDayGroup,
  workStatusLabel,
} from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChanges, useLiveStatus } from '#web/lib/live/index.ts';
import { apiTransport, useSyncState } from '#web/offline/index.ts';
import { formatAddress, formatDateTime, STATUS_LABELS, ticketWhen } from './format.ts';
import { type DispatchTicket, refreshOpeningPage, refreshTicketPage, useStoredTicketList } from './offline/index.ts';

const describeError = (error: unknown) =>
  (error as { errors?: { message: string }[] })?.errors?.[0]?.message ?? 'The tickets could not be loaded.';

export function TicketList() {
  const [filter, setFilter] = useState<ContractorStatusFilter>('open');
  const [selected, setSelected] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = useStoredTicketList(filter);
  const { online } = useSyncState();
  const live = useLiveStatus();

  /** A page of the view; `opening`: its first page as the view opens, which the route may have just fetched. */
  const load = useCallback(
    async (page: number, opening = false) => {
      if (!navigator.onLine) return;
      setLoading(true);
      setError(null);
      try {
        await (opening ? refreshOpeningPage(apiTransport, filter) : refreshTicketPage(apiTransport, filter, page));
      } catch (e) {
        setError(describeError(e));
      } finally {
        setLoading(false);
      }
    },
    [filter],
  );

  // A new view clears the selection and starts again from page 0 (which replaces the stored pages).
  useEffect(() => {
    if (filter) setSelected(null);
  }, [filter]);
  useEffect(() => {
    if (online) void load(0, true);
  }, [online, load]);
  // A ticket dispatched, changed or closed elsewhere; after the stream was down, whatever changed meanwhile. A page
  // already on its way, asked for before the change, is followed by one more (offline/cache.ts).
  useLiveChanges((signal) => {
    if (signal.kind === 'dispatch' || signal.kind === 'resync') void load(0);
  });
  const mayBeStale = !online || live === 'down';

  // Only tickets whose contractor status matches the view are shown.
  const tickets = (stored?.tickets ?? []).filter((t) => filter === 'all' || t.contractorStatus === filter);
  const hasMore = !!stored && stored.loadedPages > 0 && tickets.length < stored.totalItems;
  const loadMore = useCallback(() => {
    if (!loading && hasMore && stored) void load(stored.loadedPages);
  }, [loading, hasMore, stored, load]);

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore());
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore]);

  return (
    <section className="cw-list" aria-labelledby="cw-list-title">
      <h2 id="cw-list-title">Dispatch Tickets</h2>
      <div className="cw-tabs" role="tablist" aria-label="Ticket status">
        {CONTRACTOR_STATUS_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={filter === value}
            className={`cw-tab${filter === value ? ' cw-tab--active' : ''}`}
            onClick={() => setFilter(value)}
          >
            {STATUS_LABELS[value]}
          </button>
        ))}
      </div>
      {error && (
        <p className="cw-error" role="alert">
          {error}
        </p>
      )}
      {mayBeStale && (
        <p className="cw-muted cw-stale" role="status">
          {online
            ? 'Live updates are paused - this list may be out of date. Reconnecting…'
            : 'Offline - this list may be out of date.'}
        </p>
      )}
      {!online && stored?.fetchedAt && <p className="cw-muted">Saved copy from {formatDateTime(stored.fetchedAt)}.</p>}
      {stored && tickets.length === 0 && !loading && (
        <p className="cw-muted">
          {online || stored.loadedPages > 0
            ? 'No tickets in this view.'
            : 'This view has not been saved on this device yet. Connect to load it.'}
        </p>
      )}
      {groupTicketsByDay(tickets, new Date()).map(({ group, label, tickets: inGroup }) => (
        <section
          key={group}
          className="cw-day"
          aria-labelledby={`cw-day-${group}`}
          data-testid={`ticket-group-${group}`}
        >
          <h3 id={`cw-day-${group}`} className="cw-day__title">
            {label} <span className="cw-day__count">{inGroup.length}</span>
          </h3>
          <ul className="cw-tickets">
            {inGroup.map((ticket) => (
              <TicketItem
                key={ticket.workOrderId}
                ticket={ticket}
                group={group}
                selected={selected === ticket.workOrderId}
                onSelect={() => setSelected(ticket.workOrderId)}
              />
            ))}
          </ul>
        </section>
      ))}
      <div ref={sentinel} />
      {hasMore && (
        <button
          type="button"
          className="button button--ghost cw-more"
          onClick={loadMore}
          disabled={loading || !online}
          title={online ? undefined : 'Available when you are online'}
        >
          {loading ? 'Loading…' : online ? 'Load more' : 'Load more (online only)'}
        </button>
      )}
    </section>
  );
}

function TicketItem({
  ticket,
  group,
  selected,
  onSelect,
}: {
  ticket: DispatchTicket;
  group: TicketDayGroup;
  selected: boolean;
  onSelect(): void;
}) {
  return (
    <li className={selected ? 'cw-ticket cw-ticket--selected' : 'cw-ticket'}>
      <Link
        to="/account/dispatchTickets/$workOrderId"
        params={{ workOrderId: ticket.workOrderId }}
        onClick={onSelect}
        className="cw-ticket__link"
      >
        <span className="cw-ticket__head">
          <span className="cw-ticket__id">Work order {ticket.workOrderId}</span>
          <span className={`cw-badge cw-badge--${ticket.contractorStatus}`}>
            {STATUS_LABELS[ticket.contractorStatus] ?? ticket.contractorStatus}
          </span>
        </span>
        <span className="cw-ticket__when">{ticketWhen(ticket, group)}</span>
        <span className="cw-ticket__meta">
          {[ticket.customerName, formatAddress(ticket.address)].filter(Boolean).join(' · ')}
        </span>
        <span className="cw-ticket__foot">
          <span className="cw-ticket__meta">{ticket.trade}</span>
          <span className="cw-status-pill" data-testid="ticket-work-status">
            {workStatusLabel(ticket.workStatus)}
          </span>
        </span>
      </Link>
    </li>
  );
}
