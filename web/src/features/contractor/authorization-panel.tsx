/**
 * Asking for a higher pre-authorized amount from the ticket, when its parts would go over the limit: the amount
 * (the total the ticket needs), a note, queued like any other change. The newest request and its decision show
 * here; an approval raises the limit, so the save refused over the old one can be sent again.
 */
import { useForm, useSelector } from '@tanstack/react-form';
import { useState } from 'react';
import { formatMoney } from './format.ts';
import type { DispatchTicket } from './offline/types.ts';

export function AuthorizationPanel({
  ticket,
  neededTotal,
  onRequest,
}: {
  ticket: DispatchTicket;
  /** The total the technician's work comes to, to prefill the amount. */
  neededTotal: number;
  onRequest(amount: number, note: string): Promise<boolean>;
}) {
  const request = ticket.authorizationRequest ?? null;
  const [open, setOpen] = useState(false);
  const waiting = request?.status === 'open';
  const form = useForm({
    defaultValues: { amount: '', note: '' },
    onSubmit: async ({ value, formApi }) => {
      if (!requestable(value)) return;
      if (await onRequest(Number(value.amount), value.note.trim())) {
        setOpen(false);
        formApi.setFieldValue('note', '');
      }
    },
  });
  const requestable = ({ amount, note }: { amount: string; note: string }) => {
    const value = Number(amount);
    return Number.isFinite(value) && value > ticket.preAuthorizedLimit && note.trim().length > 0;
  };
  const valid = useSelector(form.store, (state) => requestable(state.values));

  return (
    <section className="cw-card" aria-labelledby="cw-authorization-title">
      <h3 id="cw-authorization-title">Authorization</h3>
      {request && (
        <p className="cw-muted" role="status" data-testid="authorization-state">
          {request.status === 'open' && `Asked for ${formatMoney(request.amount)} - waiting for a decision.`}
          {request.status === 'approved' &&
            `Approved: the pre-authorized amount is now ${formatMoney(request.approvedAmount ?? request.amount)}.`}
          {request.status === 'declined' && `The request for ${formatMoney(request.amount)} was declined.`}
        </p>
      )}
      {!open ? (
        <button
          type="button"
          className="button"
          disabled={waiting}
          onClick={() => {
            form.setFieldValue('amount', String(Math.max(neededTotal, ticket.preAuthorizedLimit + 1).toFixed(2)));
            setOpen(true);
          }}
        >
          Ask for more
        </button>
      ) : (
        <form
          className="cw-form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="amount">
            {(field) => (
              <label>
                Amount needed (now {formatMoney(ticket.preAuthorizedLimit)})
                <input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              </label>
            )}
          </form.Field>
          <form.Field name="note">
            {(field) => (
              <label>
                What it is for
                <textarea
                  rows={3}
                  value={field.state.value}
                  onChange={(e) => field.handleChange(e.target.value)}
                  onBlur={field.handleBlur}
                />
              </label>
            )}
          </form.Field>
          <p className="cw-muted">Photos help: add them to the ticket's files.</p>
          <div className="cw-row">
            <button type="submit" className="button button--primary" disabled={!valid}>
              Send request
            </button>
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
