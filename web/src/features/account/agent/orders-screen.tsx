/**
 * /account#orders (agents): the orders the agent placed (GET /account/contract/agent), each with the buyer
 * or seller, the address, the plan, its class (closing soon, upcoming, active, or its status) and what is
 * due; pay by card ("agent order payment"), complete at closing, or cancel (confirmed).
 */
import type { AgentOrder, AuthUser } from '@hw/shared';
import { canCancelContract, daysToClosing, type EscrowInvoiceStatus, HOMEOWNER_PLAN_TYPE_ID } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { boundInput } from '#web/lib/form-state.ts';
import { day, money } from '#web/lib/format.ts';
import { localHref, RichMessage } from '#web/lib/i18n/index.ts';
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
  return order.isListingCoverage || SELLER_SIDE.has(order.orderingPartyType ?? '')
    ? m.account_order_seller({ name })
    : m.account_order_buyer({ name });
}

function closingText(order: AgentOrder): string | null {
  if (!order.estimatedClosingDate || order.effectiveDate) return null;
  const days = daysToClosing(order.estimatedClosingDate);
  const date = day(order.estimatedClosingDate);
  if (days === 0) return m.account_order_closing_today({ date });
  if (days === 1) return m.account_order_closing_tomorrow({ date });
  if (days !== undefined && days > 1) return m.account_order_closing_in_days({ date, days });
  return date;
}

/** ESCROW_INVOICE_STATUS_LABELS (@hw/shared), in the page's language. */
const ESCROW_INVOICE_STATUS: Record<EscrowInvoiceStatus, () => string> = {
  notSent: m.account_order_invoice_not_sent,
  sent: m.account_order_invoice_sent,
  viewed: m.account_order_invoice_viewed,
  paid: m.account_order_invoice_paid,
  cancelled: m.account_order_invoice_cancelled,
};

/** "Invoice viewed by Olive Ortiz (Mesa Title) on Mar 3": what became of the invoice mailed to the officer. */
function escrowInvoiceText(order: AgentOrder): string | null {
  const invoice = order.escrowInvoice;
  if (!invoice) return null;
  const when =
    invoice.status === 'paid' ? invoice.paidAt : invoice.status === 'viewed' ? invoice.viewedAt : invoice.sentAt;
  const status = ESCROW_INVOICE_STATUS[invoice.status]();
  const date = when ? day(when) : '';
  const officer = invoice.status === 'paid' ? null : invoice.officer;
  if (officer) {
    const named = { status, officer: officer.name, company: officer.company };
    if (invoice.status === 'sent') {
      return date ? m.account_order_invoice_to_on({ ...named, date }) : m.account_order_invoice_to(named);
    }
    return date ? m.account_order_invoice_by_on({ ...named, date }) : m.account_order_invoice_by(named);
  }
  return date ? m.account_order_invoice_on({ status, date }) : status;
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
        text: (answer.invoiceResent ? m.account_order_closing_changed_resent : m.account_order_closing_changed)({
          date: day(answer.estimatedClosingDate),
        }),
        kind: 'success',
      });
      onDone();
    } catch (error) {
      showToast({
        text: explainedRefusal(error) ?? m.account_order_closing_change_failure(),
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
      <label htmlFor={id}>{m.account_order_new_closing_date()}</label>
      <form.Field name="date">
        {(field) => <input id={id} type="date" className="ui-field__input" {...boundInput(field)} required />}
      </form.Field>
      <button type="submit" className="button button--primary" disabled={change.isPending || !date}>
        {m.account_save()}
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        {m.account_cancel()}
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
      title: m.account_order_cancel(),
      content: m.account_order_cancel_question({
        planName: order.planName,
        policyNumber: order.policyNumber,
        address: addressLine(order.address),
      }),
      yesLabel: m.account_yes(),
      noLabel: m.account_no(),
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
        {(order.isListingCoverage ? m.account_order_plan_line_listing : m.account_order_plan_line)({
          planName: order.planName,
          policyNumber: order.policyNumber,
        })}
      </p>
      <dl className="account-details account-details--compact">
        {closing && (
          <div>
            <dt>{m.account_order_estimated_closing()}</dt>
            <dd>{closing}</dd>
          </div>
        )}
        <div>
          <dt>{m.account_order_amount_due()}</dt>
          <dd>{order.amountDue > 0 ? money(order.amountDue) : m.account_order_nothing_due()}</dd>
        </div>
        {invoiceText && (
          <div>
            <dt>{m.account_order_escrow_invoice()}</dt>
            <dd data-testid="escrow-invoice-status">{invoiceText}</dd>
          </div>
        )}
      </dl>
      {changingClosing && <ClosingDateForm order={order} onDone={() => setChangingClosing(false)} />}
      <div className="account-actions">
        {order.amountDue > 0 && (
          <button type="button" className="button button--primary" onClick={() => onDialog({ kind: 'pay', order })}>
            {m.account_pay_amount({ amount: money(order.amountDue) })}
          </button>
        )}
        {pending && (
          <button type="button" className="button button--ghost" onClick={() => onDialog({ kind: 'complete', order })}>
            {m.account_order_complete_at_closing()}
          </button>
        )}
        {pending && order.planTypeId !== HOMEOWNER_PLAN_TYPE_ID && !changingClosing && (
          <button type="button" className="button button--ghost" onClick={() => setChangingClosing(true)}>
            {m.account_order_change_closing_date()}
          </button>
        )}
        {order.isListingCoverage && pending && (
          <Link
            to="/order/$planType"
            params={{ planType: 'realEstate' }}
            search={{ contractId: order.contractId }}
            className="button button--ghost"
          >
            {m.account_order_convert()}
          </Link>
        )}
        {canCancelContract(order) && (
          <button
            type="button"
            className="button button--danger"
            onClick={() => void cancelOrder()}
            disabled={cancel.isPending}
          >
            {m.account_order_cancel()}
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
        <h2 id="orders-title">{m.account_menu_orders()}</h2>
        <FlyerDownload />
      </div>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && <p className="account-muted">{m.account_orders_load_failure()}</p>}
      <QueuedOrdersSlot onPlaced={refreshOrders} />
      {query.data && orders.length === 0 && (
        <p className="account-muted">
          <RichMessage
            parts={m.account_orders_none.parts()}
            markup={{ link: (children) => <a href={localHref('/order/realEstate')}>{children}</a> }}
          />
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
          title={m.account_order_payment_title()}
          summary={
            <p>
              <RichMessage
                parts={m.account_order_payment_summary.parts({
                  planName: dialog.order.planName,
                  address: addressLine(dialog.order.address),
                  policyNumber: dialog.order.policyNumber,
                  amount: money(dialog.order.amountDue),
                })}
                markup={{ strong: (children) => <strong>{children}</strong> }}
              />
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
