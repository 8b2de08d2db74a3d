/**
 * Parts and labour of a ticket: the list, and a form that picks from the closing-item catalogue of the ticket's
 * trade. Picking an item fills in its typical price (or hourly cost), which the technician may change; a part at
 * $0 is refused here, before anything is queued, unless it is ticked "No charge" (which clears its price).
 */
import { type ClosingItem, partPriceProblem } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
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
  if (d.isNoCharge) return `${d.units} × ${formatMoney(0)}`;
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
            {part.partDetails.isNoCharge && <span className="cw-tag cw-tag--free">No charge</span>}
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

const emptyForm = {
  categoryId: '',
  itemId: '',
  units: '1',
  price: '',
  tax: '0',
  hours: '',
  rate: '',
  provided: false,
  noCharge: false,
};

type AmountField = 'units' | 'price' | 'tax' | 'hours' | 'rate';

export function AddPartForm({
  ticket,
  onAdd,
}: {
  ticket: DispatchTicket;
  onAdd(part: DispatchPart): Promise<boolean>;
}) {
  const form = useForm({
    defaultValues: emptyForm,
    onSubmit: async ({ value, formApi }) => {
      if (!item) return;
      const unpriced = partPriceProblem(
        { pricePerUnit: num(value.price), costPerHour: num(value.rate), isNoCharge: value.noCharge },
        labor ? 'labor' : 'part',
      );
      setPriceError(unpriced?.message ?? null);
      if (unpriced) return;
      const part: DispatchPart = {
        clientPartId: crypto.randomUUID(),
        partDetails: {
          isProvidedByContractor: value.provided,
          pricePerUnit: labor ? 0 : num(value.price),
          taxPerUnit: labor ? 0 : num(value.tax),
          units: labor ? 0 : num(value.units),
          costPerHour: labor ? num(value.rate) : 0,
          hoursWorked: labor ? num(value.hours) : 0,
          isNoCharge: value.noCharge,
          closingItem: { closingItemId: item.closingItemId, name: item.name },
        },
      };
      // The next part is often from the same category.
      if (await onAdd(part)) formApi.reset({ ...emptyForm, categoryId: value.categoryId }, { keepDefaultValues: true });
    },
  });
  const values = useSelector(form.store, (state) => state.values);
  const [priceError, setPriceError] = useState<string | null>(null);
  const { online } = useSyncState();
  const categories = useStoredCategories(ticket.dispatchId);
  const items = useStoredClosingItems(values.categoryId || undefined);
  const item = items?.find((i) => i.closingItemId === values.itemId);
  const labor = !!item && (item.kind === 'labor' || isLabor(item.name));

  /** The catalogue's typical amounts for the item picked; every one stays editable. */
  function prefill(picked: ClosingItem | undefined) {
    setPriceError(null);
    form.setFieldValue('noCharge', false);
    if (!picked) return;
    if (picked.kind === 'labor' || isLabor(picked.name)) {
      form.setFieldValue('hours', '1');
      form.setFieldValue('rate', picked.defaultCostPerHour ? picked.defaultCostPerHour.toFixed(2) : '');
    } else {
      form.setFieldValue('units', '1');
      form.setFieldValue('price', picked.defaultPricePerUnit ? picked.defaultPricePerUnit.toFixed(2) : '');
    }
  }
  /** No charge clears the price (or hourly cost); unticked, the catalogue's typical one comes back. */
  function setNoCharge(free: boolean) {
    setPriceError(null);
    form.setFieldValue('noCharge', free);
    const field = labor ? 'rate' : 'price';
    const typicalAmount = labor ? item?.defaultCostPerHour : item?.defaultPricePerUnit;
    form.setFieldValue(field, free ? '0.00' : typicalAmount ? typicalAmount.toFixed(2) : '');
  }
  const typical = item && (labor ? item.defaultCostPerHour : item.defaultPricePerUnit);

  useEffect(() => {
    if (values.categoryId && online) void refreshClosingItems(apiTransport, values.categoryId).catch(() => undefined);
  }, [values.categoryId, online]);

  const num = (value: string) => (Number.isFinite(Number(value)) && value !== '' ? Number(value) : 0);
  const valid = !!item && (labor ? num(values.hours) > 0 : num(values.units) > 0);
  const amount = (name: AmountField, label: string, step: string, inputMode: 'decimal' | 'numeric' = 'decimal') => {
    const priced = name === 'price' || name === 'rate';
    const free = priced && values.noCharge;
    return (
      <form.Field name={name}>
        {(field) => (
          <label>
            {label}
            <input
              inputMode={inputMode}
              type="number"
              min="0"
              step={step}
              value={field.state.value}
              readOnly={free}
              aria-readonly={free || undefined}
              aria-invalid={priced && priceError ? true : undefined}
              aria-describedby={priced && priceError ? 'cw-part-price-error' : undefined}
              onChange={(e) => {
                field.handleChange(e.target.value);
                if (priced) setPriceError(null);
              }}
              onBlur={field.handleBlur}
            />
          </label>
        )}
      </form.Field>
    );
  };

  return (
    <form
      className="cw-form cw-add-part"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      aria-label="Add a part or labour"
    >
      <form.Field name="categoryId">
        {(field) => (
          <label>
            Category
            <select
              value={field.state.value}
              onChange={(e) => {
                field.handleChange(e.target.value);
                form.setFieldValue('itemId', '');
              }}
              onBlur={field.handleBlur}
            >
              <option value="">Choose a category</option>
              {(categories ?? []).map((c) => (
                <option key={c.closingItemCategoryId} value={c.closingItemCategoryId}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </form.Field>
      {categories?.length === 0 && <p className="cw-muted">No part categories for this ticket.</p>}
      {!categories && !online && <p className="cw-muted">The part catalogue is not saved on this device yet.</p>}
      <form.Field name="itemId">
        {(field) => (
          <label>
            Item
            <select
              value={field.state.value}
              onChange={(e) => {
                field.handleChange(e.target.value);
                prefill(items?.find((i) => i.closingItemId === e.target.value));
              }}
              onBlur={field.handleBlur}
              disabled={!values.categoryId}
            >
              <option value="">Choose an item</option>
              {(items ?? []).map((i) => (
                <option key={i.closingItemId} value={i.closingItemId}>
                  {i.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </form.Field>
      {labor ? (
        <div className="cw-grid">
          {amount('hours', 'Hours worked', '0.25')}
          {amount('rate', 'Cost per hour', '0.01')}
        </div>
      ) : (
        <div className="cw-grid">
          {amount('units', 'Units', '1', 'numeric')}
          {amount('price', 'Price per unit', '0.01')}
          {amount('tax', 'Tax per unit', '0.01')}
        </div>
      )}
      {(priceError || typical || values.noCharge) && (
        <div className="cw-part-help">
          {priceError ? (
            <p className="cw-error cw-part-help__error" role="alert" id="cw-part-price-error">
              {priceError}
            </p>
          ) : values.noCharge ? (
            <p className="cw-muted" data-testid="typical-price">
              No charge: this {labor ? 'labor' : 'part'} is listed at $0.00.
            </p>
          ) : (
            <p className="cw-muted" data-testid="typical-price">
              Typical {labor ? 'cost per hour' : 'price'}: {formatMoney(typical ?? 0)}
              {labor ? ' an hour' : ' each'} - change it to what you charge.
            </p>
          )}
        </div>
      )}
      <form.Field name="noCharge">
        {(field) => (
          <label className="cw-check">
            <input
              type="checkbox"
              checked={field.state.value}
              disabled={!item}
              onChange={(e) => setNoCharge(e.target.checked)}
            />
            No charge (given free)
          </label>
        )}
      </form.Field>
      <form.Field name="provided">
        {(field) => (
          <label className="cw-check">
            <input type="checkbox" checked={field.state.value} onChange={(e) => field.handleChange(e.target.checked)} />
            Provided by me (contractor)
          </label>
        )}
      </form.Field>
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
