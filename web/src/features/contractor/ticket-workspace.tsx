/**
 * One dispatch ticket on a job site: details, costs, parts and labour, totals, notes, files. A ticket the
 * contractor can no longer change (closed, or waiting for payment) opens read-only, saying why.
 */
import {
  CONTRACTOR_WORK_STATUSES,
  type DispatchWorkStatus,
  EDITABLE_TICKET_AMOUNTS,
  EDITABLE_TICKET_FIELDS,
  type EditableTicketAmount,
  mapsSearchUrl,
  problemItems,
  ticketReadOnlyReason,
  workStatusLabel,
} from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLiveChanges } from '#web/lib/live/index.ts';
import { apiTransport, useSyncState } from '#web/offline/index.ts';
import { AuthorizationPanel } from './authorization-panel.tsx';
import { FilesPanel } from './files-panel.tsx';
import { bookedVisit, formatAddress, formatMoney, homeownerSpeaks } from './format.ts';
import { NotesPanel } from './notes-panel.tsx';
import {
  type DispatchTicket,
  refreshCatalogue,
  refreshChangedTicket,
  refreshTicket,
  type TicketChanges,
  useTicketView,
} from './offline/index.ts';
import { AddPartForm, PartsList, removePart } from './parts-panel.tsx';
import { limitOf, ticketTotals } from './ticket-totals.ts';
import { useTicketSave } from './use-save.ts';
import { VisitPanel } from './visit-panel.tsx';

const COST_FIELDS = EDITABLE_TICKET_AMOUNTS.map((name) => [name, EDITABLE_TICKET_FIELDS[name].label] as const);
type CostField = EditableTicketAmount;
type Draft = Record<CostField, string>;

const draftOf = (t: DispatchTicket): Draft =>
  Object.fromEntries(COST_FIELDS.map(([f]) => [f, String(t[f] ?? 0)])) as Draft;

function changesOf(draft: Draft, view: DispatchTicket): TicketChanges {
  const changes: TicketChanges = {};
  for (const [field] of COST_FIELDS) {
    const value = Number(draft[field] || 0);
    if (Number.isFinite(value) && value !== (view[field] ?? 0)) changes[field] = value;
  }
  return changes;
}

/** The work statuses a technician sets from the job site ("Work Complete" hands the ticket to billing). */
function WorkStatusForm({
  view,
  readOnly,
  onSave,
}: {
  view: DispatchTicket;
  readOnly: boolean;
  onSave(status: DispatchWorkStatus): Promise<boolean>;
}) {
  const form = useForm({
    defaultValues: useRef({ status: view.workStatus }).current,
    onSubmit: ({ value }) => void onSave(value.status),
  });
  const status = useSelector(form.store, (state) => state.values.status);
  // A status saved elsewhere (or synced) replaces the choice.
  useEffect(() => form.setFieldValue('status', view.workStatus), [form, view.workStatus]);
  const choices = CONTRACTOR_WORK_STATUSES.includes(view.workStatus)
    ? CONTRACTOR_WORK_STATUSES
    : [view.workStatus, ...CONTRACTOR_WORK_STATUSES];
  return (
    <section className="cw-card" aria-labelledby="cw-status-title">
      <h3 id="cw-status-title">Work Status</h3>
      <form
        className="cw-form cw-row"
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="status">
          {(field) => (
            <label>
              Work status
              <select
                value={field.state.value}
                disabled={readOnly}
                onChange={(e) => field.handleChange(e.target.value as DispatchWorkStatus)}
                onBlur={field.handleBlur}
              >
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {workStatusLabel(choice)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </form.Field>
        <button type="submit" className="button button--primary" disabled={readOnly || status === view.workStatus}>
          Update Status
        </button>
      </form>
    </section>
  );
}

/** The service address, opening in the maps app (a new tab on a computer). */
function AddressLink({ address }: { address: string }) {
  if (!address.trim()) return <>—</>;
  return (
    <a
      className="cw-address"
      href={mapsSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${address} (open in Maps)`}
    >
      <span>{address}</span>
      <span className="cw-address__maps" aria-hidden="true">
        Open in Maps ↗
      </span>
    </a>
  );
}

/** The booked visit, first thing on the ticket: when the technician is expected. */
function BookedVisit({ ticket }: { ticket: DispatchTicket }) {
  const visit = bookedVisit(ticket, new Date());
  return (
    <section className={visit ? 'cw-booked' : 'cw-booked cw-booked--none'} aria-label="Booked visit">
      <span className="cw-booked__label">Booked visit</span>
      {visit ? (
        <>
          <span className="cw-booked__day" data-testid="booked-day">
            {visit.day}
          </span>
          <span className="cw-booked__time" data-testid="booked-time">
            {visit.time}
          </span>
        </>
      ) : (
        <span className="cw-booked__day">No visit booked yet</span>
      )}
    </section>
  );
}

/** What the homeowner told us, one item or question and answer a line. */
function ProblemList({ description }: { description: string }) {
  // The list is read once from the text and never reordered: a line's place is its identity.
  const items = problemItems(description).map((item, place) => ({ ...item, key: `p${place}` }));
  return (
    <section className="cw-problem" aria-labelledby="cw-problem-title">
      <h3 id="cw-problem-title">Problem</h3>
      {items.length === 0 ? (
        <p className="cw-muted">No description given.</p>
      ) : (
        <ul className="cw-problem__list">
          {items.map((item) =>
            'question' in item ? (
              <li key={item.key} className="cw-problem__pair">
                <span className="cw-problem__q">{item.question}</span>
                <span className="cw-problem__a">{item.answer || '—'}</span>
              </li>
            ) : (
              <li key={item.key} className="cw-problem__text">
                {item.text}
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}

function BackLink() {
  return (
    <Link to="/account" hash="dispatchTickets" className="cw-back">
      ← Dispatch tickets
    </Link>
  );
}

export function TicketWorkspace({ workOrderId }: { workOrderId: string }) {
  const stored = useTicketView(workOrderId);
  const { online } = useSyncState();
  const [loadError, setLoadError] = useState<string | null>(null);
  const view = stored?.view;
  const dispatchId = view?.dispatchId;

  // Reading starts from the device; a connection brings the server's latest copy and the part catalogue.
  useEffect(() => {
    if (!online) return;
    refreshTicket(apiTransport, workOrderId).then(
      () => setLoadError(null),
      (e) => setLoadError(e?.errors?.[0]?.message ?? 'This ticket could not be loaded.'),
    );
  }, [workOrderId, online]);
  // Changed elsewhere (the office, the homeowner, the status page): the server copy is read again; queued edits
  // stay in the outbox and show on top of it.
  useLiveChanges((signal) => {
    if (signal.kind === 'resync' || (signal.kind === 'dispatch' && signal.id === dispatchId)) {
      refreshChangedTicket(apiTransport, workOrderId).catch(() => undefined);
    }
  });
  const [catalogueSaved, setCatalogueSaved] = useState(false);
  useEffect(() => {
    if (!online || !dispatchId) return;
    refreshCatalogue(apiTransport, dispatchId).then(
      () => setCatalogueSaved(true),
      () => undefined,
    );
  }, [dispatchId, online]);

  if (stored === undefined) return <p className="cw-muted">Loading…</p>;
  if (!view) {
    return (
      <section className="cw-workspace">
        <BackLink />
        <h2>Work order {workOrderId}</h2>
        <p className="cw-error" role="alert">
          {loadError ?? (online ? 'Loading…' : 'This ticket is not saved on this device. Connect to open it.')}
        </p>
      </section>
    );
  }
  return <Workspace view={view} catalogueSaved={catalogueSaved} />;
}

function Workspace({ view, catalogueSaved }: { view: DispatchTicket; catalogueSaved: boolean }) {
  const save = useTicketSave(view);
  // The ticket opens at its top, whatever scroll the page had while it was loading (an offline reload).
  useLayoutEffect(() => window.scrollTo(0, 0), []);
  const form = useForm({
    defaultValues: useRef(draftOf(view)).current,
    onSubmit: async () => {
      if (await save.saveChanges(changes)) setEditing(false);
    },
  });
  const draft = useSelector(form.store, (state) => state.values);
  /** While the technician is in the costs, the ticket's own figures (synced) do not replace what they type. */
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) form.reset(draftOf(view), { keepDefaultValues: true });
  }, [form, view, editing]);

  const changes = changesOf(draft, view);
  const dirty = Object.keys(changes).length > 0;
  const speaks = homeownerSpeaks(view.homeownerLanguage);
  const live = { ...view, ...changes };
  const totals = ticketTotals(live);
  const override = view.preAuthorizeAmountOverride;
  const readOnlyReason = ticketReadOnlyReason(view.status);
  const readOnly = readOnlyReason !== null;

  return (
    <section
      className={readOnly ? 'cw-workspace cw-workspace--read-only' : 'cw-workspace'}
      aria-labelledby="cw-ticket-title"
    >
      <BackLink />
      <header className="cw-card cw-ticket-head">
        <h2 id="cw-ticket-title">Work order {view.workOrderId}</h2>
        <BookedVisit ticket={view} />
        <dl className="cw-facts">
          <dt>Customer</dt>
          <dd>{view.customerName}</dd>
          <dt>Address</dt>
          <dd>
            <AddressLink address={formatAddress(view.address)} />
          </dd>
          <dt>Status</dt>
          <dd>{workStatusLabel(view.workStatus)}</dd>
          <dt>Trade</dt>
          <dd>{view.trade}</dd>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${view.customerPhone}`}>{view.customerPhone}</a>
          </dd>
          {speaks && (
            <>
              <dt>Language</dt>
              <dd data-testid="homeowner-language">{speaks}</dd>
            </>
          )}
        </dl>
        <ProblemList description={view.problemDescription} />
      </header>
      {readOnlyReason && (
        <p className="cw-card cw-read-only" role="status" data-testid="read-only-reason">
          {readOnlyReason}
        </p>
      )}

      {!readOnly && <VisitPanel ticket={view} onEvent={save.recordVisit} />}

      <WorkStatusForm view={view} readOnly={readOnly} onSave={(workStatus) => save.saveChanges({ workStatus })} />

      <section className="cw-card" aria-labelledby="cw-parts-title">
        <h3 id="cw-parts-title">Parts and Labor</h3>
        {readOnly ? (
          <PartsList ticket={view} />
        ) : (
          <>
            <PartsList ticket={view} onRemove={(part) => void removePart(part, save.removePart)} />
            <AddPartForm ticket={view} onAdd={save.addPart} />
            {catalogueSaved && <p className="cw-muted">Parts and labour list saved for offline use.</p>}
          </>
        )}
      </section>

      <section className="cw-card" aria-labelledby="cw-costs-title">
        <h3 id="cw-costs-title">Costs</h3>
        <form
          className="cw-form"
          onFocus={() => setEditing(true)}
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <div className="cw-grid">
            {COST_FIELDS.map(([name, label]) => (
              <form.Field key={name} name={name}>
                {(field) => (
                  <label>
                    {label}
                    <input
                      type="number"
                      inputMode="decimal"
                      min="0"
                      step="0.01"
                      value={field.state.value}
                      disabled={readOnly}
                      onChange={(e) => field.handleChange(e.target.value)}
                      onBlur={field.handleBlur}
                    />
                  </label>
                )}
              </form.Field>
            ))}
          </div>
          <dl className="cw-facts">
            <dt>Pre-authorized amount</dt>
            <dd>{formatMoney(view.preAuthorizeAmount)}</dd>
            {override != null && override > 0 && (
              <>
                <dt>Pre-authorized override</dt>
                <dd>{formatMoney(override)}</dd>
              </>
            )}
            <dt>Service call fee</dt>
            <dd>
              {formatMoney(view.serviceCallFee)} ·{' '}
              {live.serviceCallFeeCollectedAmount > 0 ? 'Collected' : 'Not collected'}
            </dd>
          </dl>
          <div className="cw-row">
            <button type="submit" className="button button--primary" disabled={readOnly || !dirty}>
              Save
            </button>
            {dirty && !readOnly && (
              <button
                type="button"
                className="button"
                onClick={() => {
                  form.reset(draftOf(view), { keepDefaultValues: true });
                  setEditing(false);
                }}
              >
                Undo changes
              </button>
            )}
          </div>
        </form>
      </section>

      <section className="cw-card" aria-labelledby="cw-totals-title">
        <h3 id="cw-totals-title">Totals</h3>
        <dl className="cw-totals">
          <dt>Contractor-provided parts</dt>
          <dd>{formatMoney(totals.contractorParts)}</dd>
          <dt>Balance due</dt>
          <dd>{formatMoney(totals.balanceDue)}</dd>
          <dt>Ticket total</dt>
          <dd data-testid="ticket-total">{formatMoney(totals.ticketTotal)}</dd>
          <dt>Limit</dt>
          <dd className={totals.ticketTotal > limitOf(live) ? 'cw-over' : undefined}>{formatMoney(limitOf(live))}</dd>
        </dl>
      </section>

      {!readOnly && (
        <AuthorizationPanel
          ticket={view}
          neededTotal={Math.max(save.declinedTotal ?? 0, totals.ticketTotal)}
          onRequest={save.requestAuthorization}
        />
      )}

      <NotesPanel ticket={view} onAdd={readOnly ? undefined : save.addNote} />
      <FilesPanel ticket={view} readOnly={readOnly} />
    </section>
  );
}
