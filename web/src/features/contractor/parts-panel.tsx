/** Parts and labour of a ticket: the list, and a form that picks from the closing-item catalogue. */
import { useEffect, useState } from 'react';
import { apiTransport, useSyncState } from '#web/offline/index.ts';
import { formatMoney } from './format.ts';
import {
  type DispatchPart,
  type DispatchTicket,
  dropQueuedPart,
  refreshClosingItems,
  useStoredCategories,
  useStoredClosingItems,
} from './offline/index.ts';

const isLabor = (name: string) => /^labor\b/i.test(name.trim());

function partLine(part: DispatchPart): string {
  const d = part.partDetails;
  if (isLabor(d.closingItem.name) || d.hoursWorked > 0) return `${d.hoursWorked} h × ${formatMoney(d.costPerHour)}`;
  return `${d.units} × ${formatMoney(d.pricePerUnit)} + tax ${formatMoney(d.taxPerUnit)} each`;
}

/** The parts of a ticket; without `onRemove` (a ticket that can no longer be changed) they cannot be removed. */
export function PartsList({ ticket, onRemove }: { ticket: DispatchTicket; onRemove?(part: DispatchPart): void }) {
  if (ticket.dispatchParts.length === 0) return <p className="cw-muted">No parts or labour yet.</p>;
  return (
    <ul className="cw-parts">
      {ticket.dispatchParts.map((part, index) => (
        <li key={part.dispatchPartId ?? part.clientPartId ?? index} className="cw-part">
          <div>
            <strong>{part.partDetails.closingItem.name}</strong>
            {part.partDetails.isProvidedByContractor && <span className="cw-tag">Contractor provided</span>}
            {part.pending && <span className="cw-tag cw-tag--pending">Waiting to sync</span>}
            <div className="cw-muted">{partLine(part)}</div>
          </div>
          {onRemove && (
            <button type="button" className="button cw-part__remove" onClick={() => onRemove(part)}>
              Remove
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

const emptyForm = { categoryId: '', itemId: '', units: '1', price: '', tax: '0', hours: '', rate: '', provided: false };

export function AddPartForm({
  ticket,
  onAdd,
}: {
  ticket: DispatchTicket;
  onAdd(part: DispatchPart): Promise<boolean>;
}) {
  const [form, setForm] = useState(emptyForm);
  const { online } = useSyncState();
  const categories = useStoredCategories(ticket.dispatchId);
  const items = useStoredClosingItems(form.categoryId || undefined);
  const item = items?.find((i) => i.closingItemId === form.itemId);
  const labor = !!item && isLabor(item.name);

  useEffect(() => {
    if (form.categoryId && online) void refreshClosingItems(apiTransport, form.categoryId).catch(() => undefined);
  }, [form.categoryId, online]);

  const set = (patch: Partial<typeof emptyForm>) => setForm((f) => ({ ...f, ...patch }));
  const num = (value: string) => (Number.isFinite(Number(value)) && value !== '' ? Number(value) : 0);
  const valid = !!item && (labor ? num(form.hours) > 0 : num(form.units) > 0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!item) return;
    const part: DispatchPart = {
      clientPartId: crypto.randomUUID(),
      partDetails: {
        isProvidedByContractor: form.provided,
        pricePerUnit: labor ? 0 : num(form.price),
        taxPerUnit: labor ? 0 : num(form.tax),
        units: labor ? 0 : num(form.units),
        costPerHour: labor ? num(form.rate) : 0,
        hoursWorked: labor ? num(form.hours) : 0,
        closingItem: { closingItemId: item.closingItemId, name: item.name },
      },
    };
    if (await onAdd(part)) setForm({ ...emptyForm, categoryId: form.categoryId });
  }

  return (
    <form className="cw-form cw-add-part" onSubmit={submit} aria-label="Add a part or labour">
      <label>
        Category
        <select value={form.categoryId} onChange={(e) => set({ categoryId: e.target.value, itemId: '' })}>
          <option value="">Choose a category</option>
          {(categories ?? []).map((c) => (
            <option key={c.closingItemCategoryId} value={c.closingItemCategoryId}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {categories?.length === 0 && <p className="cw-muted">No part categories for this ticket.</p>}
      {!categories && !online && <p className="cw-muted">The part catalogue is not saved on this device yet.</p>}
      <label>
        Item
        <select value={form.itemId} onChange={(e) => set({ itemId: e.target.value })} disabled={!form.categoryId}>
          <option value="">Choose an item</option>
          {(items ?? []).map((i) => (
            <option key={i.closingItemId} value={i.closingItemId}>
              {i.name}
            </option>
          ))}
        </select>
      </label>
      {labor ? (
        <div className="cw-grid">
          <label>
            Hours worked
            <input
              inputMode="decimal"
              type="number"
              min="0"
              step="0.25"
              value={form.hours}
              onChange={(e) => set({ hours: e.target.value })}
            />
          </label>
          <label>
            Cost per hour
            <input
              inputMode="decimal"
              type="number"
              min="0"
              step="0.01"
              value={form.rate}
              onChange={(e) => set({ rate: e.target.value })}
            />
          </label>
        </div>
      ) : (
        <div className="cw-grid">
          <label>
            Units
            <input
              inputMode="numeric"
              type="number"
              min="0"
              step="1"
              value={form.units}
              onChange={(e) => set({ units: e.target.value })}
            />
          </label>
          <label>
            Price per unit
            <input
              inputMode="decimal"
              type="number"
              min="0"
              step="0.01"
              value={form.price}
              onChange={(e) => set({ price: e.target.value })}
            />
          </label>
          <label>
            Tax per unit
            <input
              inputMode="decimal"
              type="number"
              min="0"
              step="0.01"
              value={form.tax}
              onChange={(e) => set({ tax: e.target.value })}
            />
          </label>
        </div>
      )}
      <label className="cw-check">
        <input type="checkbox" checked={form.provided} onChange={(e) => set({ provided: e.target.checked })} />
        Provided by me (contractor)
      </label>
      <button type="submit" className="button button--primary" disabled={!valid}>
        Add Part
      </button>
    </form>
  );
}

/** Removing a part: a part still on this device is simply dropped from the queue. */
export async function removePart(part: DispatchPart, queueRemoval: (id: string) => Promise<void>) {
  if (part.clientPartId && !part.dispatchPartId) {
    await dropQueuedPart(part.clientPartId);
    return;
  }
  if (part.dispatchPartId) await queueRemoval(part.dispatchPartId);
}
