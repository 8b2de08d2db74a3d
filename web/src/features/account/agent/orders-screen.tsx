/**
 * /account#orders (agents): the orders the agent placed (GET /account/contract/agent), each with the buyer
 * or seller, the address, the plan, its class (closing soon, upcoming, active, or its status) and what is
 * due; pay by card ("agent order payment"), complete at closing, or cancel (confirmed).
 */
import type { AgentOrder, AuthUser } from '@hw/shared';
import { canCancelContract, daysToClosing, ESCROW_INVOICE_STATUS_LABELS, HOMEOWNER_PLAN_TYPE_ID } from '@hw/shared';
import { useForm, useSelector } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { boundInput } from '#web/lib/form-state.ts';
import { day, money } from '#web/lib/format.ts';
import { QueuedOrdersSlot } from '#web/lib/queued-orders-slot.tsx';
import { DataAge } from '#web/ui/data-age.tsx';
import { confirm, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { useCancelContract } from '../api/cancel-contract.ts';
import { useChangeClosingDate } from '../api/change-closing-date.ts';
import { agentOrdersQueryOptions, useAgentOrders } from '../api/get-agent-orders.ts';
import { useProcessPayment } from '../api/process-payment.ts';
import { PaymentDialog } from '../billing/payment-dialog.tsx';
import { ContractBadge } from '../contract-card.tsx';
import { addressLine } from '../format.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { CompleteOrderDialog } from './complete-order-dialog.tsx';
import { FlyerDownload } from './flyer-download.tsx';

type Dialog = { kind: 'pay' | 'complete'; order: AgentOrder } | null;

const SELLER_SIDE = new Set(['sellerAgent', 'homeSeller']);

function party(order: AgentOrder): string {
  const name = `${order.owner.firstName} ${order.owner.lastName}`.trim();
  const role = order.isListingCoverage || SELLER_SIDE.has(order.orderingPartyType ?? '') ? 'Seller' : 'Buyer';
  return `${role}: ${name}`;
}

function closingText(order: AgentOrder): string | null {
  if (!order.estimatedClosingDate || order.effectiveDate) return null;
  const days = daysToClosing(order.estimatedClosingDate);
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : days !== undefined && days > 1 ? `in ${days} days` : '';
  return `${day(order.estimatedClosingDate)}${when ? ` (${when})` : ''}`;
}

/** "Invoice viewed by Olive Ortiz (Mesa Title) on Mar 3": what became of the invoice mailed to the officer. */
function escrowInvoiceText(order: AgentOrder): string | null {
  const invoice = order.escrowInvoice;
  if (!invoice) return null;
  const when =
    invoice.status === 'paid' ? invoice.paidAt : invoice.status === 'viewed' ? invoice.viewedAt : invoice.sentAt;
  const officer = invoice.officer
    ? ` ${invoice.status === 'sent' ? 'to' : 'by'} ${invoice.officer.name} (${invoice.officer.company})`
    : '';
  return `${ESCROW_INVOICE_STATUS_LABELS[invoice.status]}${invoice.status === 'paid' ? '' : officer}${when ? ` on ${day(when)}` : ''}`;
}

/** Moves the estimated closing date; an unpaid escrow invoice is mailed to the officer again. */
function ClosingDateForm({ order, onDone }: { order: AgentOrder; onDone: () => void }) {
  const change = useChangeClosingDate();
  const form = useForm({
    defaultValues: { date: order.estimatedClosingDate?.slice(0, 10) ?? '' },
    onSubmit: ({ value }) => save(value.date),
  });
  const date = useSelector(form.store, (state) => state.values.date);
  const id = `closing-${order.contractId}`;
  async function save(closingDate: string) {
    if (!closingDate) return;
    try {
      const answer = await change.mutateAsync({ contractId: order.contractId, closingDate });
      showToast({
        text: `The closing date is now ${day(answer.estimatedClosingDate)}.${answer.invoiceResent ? ' The invoice was e-mailed to the escrow officer again.' : ''}`,
        kind: 'success',
      });
      onDone();
    } catch (error) {
      showToast({
        text: explainedRefusal(error) ?? 'The closing date could not be changed. Please try again.',
        kind: 'error',
      });
    }
  }
  return (
    <form
      className="closing-date-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <label htmlFor={id}>New closing date</label>
      <form.Field name="date">
        {(field) => <input id={id} type="date" className="ui-field__input" {...boundInput(field)} required />}
      </form.Field>
      <button type="submit" className="button button--primary" disabled={change.isPending || !date}>
        Save
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

function OrderItem({ order, onDialog }: { order: AgentOrder; onDialog: (dialog: Dialog) => void }) {
  const cancel = useCancelContract();
  const pending = order.contractStatus.description === 'Pending';
  const closing = closingText(order);
  const invoiceText = escrowInvoiceText(order);
  const [changingClosing, setChangingClosing] = useState(false);

  async function cancelOrder() {
    const yes = await confirm({
      title: 'Cancel Order',
      content: `Cancel the ${order.planName} order (contract ${order.policyNumber}) for ${addressLine(order.address)}?\nThis cannot be undone here.`,
    });
    if (!yes) return;
    try {
      await cancel.mutateAsync(order.contractId);
      showToast({ text: accountMessages.cancel.success(order.policyNumber), kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? accountMessages.cancel.failure(), kind: 'error' });
    }
  }

  return (
    <li className="contract-card" data-testid="agent-order">
      <div className="contract-card__head">
        <h3>{party(order)}</h3>
        <ContractBadge contract={order} />
      </div>
      <p>{addressLine(order.address)}</p>
      <p className="account-muted">
        {order.planName}
        {order.isListingCoverage ? ' (listing coverage)' : ''} · contract {order.policyNumber}
      </p>
      <dl className="account-details account-details--compact">
        {closing && (
          <div>
            <dt>Estimated closing</dt>
            <dd>{closing}</dd>
          </div>
        )}
        <div>
          <dt>Amount due</dt>
          <dd>{order.amountDue > 0 ? money(order.amountDue) : 'Nothing due'}</dd>
        </div>
        {invoiceText && (
          <div>
            <dt>Escrow invoice</dt>
            <dd data-testid="escrow-invoice-status">{invoiceText}</dd>
          </div>
        )}
      </dl>
      {changingClosing && <ClosingDateForm order={order} onDone={() => setChangingClosing(false)} />}
      <div className="account-actions">
        {order.amountDue > 0 && (
          <button type="button" className="button button--primary" onClick={() => onDialog({ kind: 'pay', order })}>
            Pay {money(order.amountDue)}
          </button>
        )}
        {pending && (
          <button type="button" className="button button--ghost" onClick={() => onDialog({ kind: 'complete', order })}>
            Complete at Closing
          </button>
        )}
        {pending && order.planTypeId !== HOMEOWNER_PLAN_TYPE_ID && !changingClosing && (
          <button type="button" className="button button--ghost" onClick={() => setChangingClosing(true)}>
            Change Closing Date
          </button>
        )}
        {order.isListingCoverage && pending && (
          <Link
            to="/order/$planType"
            params={{ planType: 'realEstate' }}
            search={{ contractId: order.contractId }}
            className="button button--ghost"
          >
            Convert to Full Coverage
          </Link>
        )}
        {canCancelContract(order) && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void cancelOrder()}
            disabled={cancel.isPending}
          >
            Cancel Order
          </button>
        )}
      </div>
    </li>
  );
}

export function OrdersScreen({ user }: { user: AuthUser }) {
  const query = useAgentOrders();
  const processPayment = useProcessPayment();
  const [dialog, setDialog] = useState<Dialog>(null);
  const queryClient = useQueryClient();
  // An order sent from this device now belongs in the list.
  const refreshOrders = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: agentOrdersQueryOptions().queryKey }),
    [queryClient],
  );
  const orders = query.data ?? [];
  return (
    <section className="card account-card" aria-labelledby="orders-title" aria-busy={query.isFetching}>
      <div className="account-card__head">
        <h2 id="orders-title">Orders</h2>
        <FlyerDownload />
      </div>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && (
        <p className="account-muted">Your orders could not be loaded. Please try again.</p>
      )}
      <QueuedOrdersSlot onPlaced={refreshOrders} />
      {query.data && orders.length === 0 && (
        <p className="account-muted">
          You have no orders yet. <a href="/order/realEstate">Place an order</a> for your buyer or seller and it shows
          here until closing.
        </p>
      )}
      {orders.length > 0 && (
        <ul className="contract-list">
          {orders.map((order) => (
            <OrderItem key={order.contractId} order={order} onDialog={setDialog} />
          ))}
        </ul>
      )}
      {dialog?.kind === 'pay' && (
        <PaymentDialog
          title="Agent Order Payment"
          summary={
            <p>
              {dialog.order.planName} for {addressLine(dialog.order.address)} (contract {dialog.order.policyNumber}):{' '}
              <strong>{money(dialog.order.amountDue)}</strong>
            </p>
          }
          amount={dialog.order.amountDue}
          email={user.email}
          policyNumber={dialog.order.policyNumber}
          pay={(source, idempotencyKey) =>
            processPayment.mutateAsync({
              body: { billingInfo: { contractId: dialog.order.contractId, ...source } },
              idempotencyKey,
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'complete' && <CompleteOrderDialog order={dialog.order} onClose={() => setDialog(null)} />}
    </section>
  );
}
