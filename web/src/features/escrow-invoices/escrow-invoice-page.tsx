/**
 * /escrow-invoice/{invoiceId}?t={token}: the public page where the escrow or title officer sees an invoice due at
 * closing and pays it by card, without signing in. The link mailed with the invoice is the key: a link without a
 * valid token shows the not-found page (`notFound`, given by the route). A cancelled invoice (or one whose contract
 * was cancelled or has expired) says so, offers no payment and gives the number to call. Phone first, one column.
 * The card is typed into the gateway's hosted card form, which opens by itself for the officer's e-mail.
 */
import type { EscrowInvoiceCancelReason, EscrowInvoiceView } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@tanstack/react-store';
import { type ReactNode, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { pageLanguageTag, RichMessage } from '#web/lib/i18n/index.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { HostedCardForm } from '#web/lib/payments/hosted-card-form.tsx';
import { cardPayment, hostedCardMessages, savedCardRefusal, useHostedCard } from '#web/lib/payments/index.ts';
import { showValidationErrors, TextField } from '#web/ui/index.ts';
import { isInvoiceCancelled, isLinkRefused, payEscrowInvoice, useEscrowInvoiceFromLink } from './api.ts';
import './escrow-invoices.css';
import { boundInput } from '#web/lib/form-state.ts';

const ID_PREFIX = 'escrow-pay';

const money = (amount: number) =>
  amount.toLocaleString(pageLanguageTag(), { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const longDay = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString(pageLanguageTag(), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export function EscrowInvoicePage({
  invoiceId,
  token,
  notFound,
}: {
  invoiceId: string;
  token: string | undefined;
  notFound: ReactNode;
}) {
  const found = useEscrowInvoiceFromLink(invoiceId, token);
  const [paidAt, setPaidAt] = useState<string | null>(null);
  // The server's refusal of a payment made after the invoice was cancelled: it says nothing was charged.
  const [refusedAsCancelled, setRefusedAsCancelled] = useState<string | null>(null);
  const cancelled = !paidAt && (found.data?.status === 'cancelled' || refusedAsCancelled !== null);
  usePageTitle(cancelled ? m.escrow_invoice_cancelled_title() : m.escrow_invoice_title());
  if (!token || isLinkRefused(found.error)) return notFound;
  if (cancelled && found.data) return <CancelledInvoice invoice={found.data} refusal={refusedAsCancelled} />;
  return (
    <section className="page page--narrow ei-page" aria-labelledby="ei-title">
      <h1 id="ei-title">{m.escrow_invoice_title()}</h1>
      {found.isPending && <p role="status">{m.escrow_invoice_loading()}</p>}
      {found.isError && (
        <>
          <p role="alert">{m.escrow_invoice_load_failure()}</p>
          <button type="button" className="button" onClick={() => void found.refetch()}>
            {m.escrow_invoice_try_again()}
          </button>
        </>
      )}
      {found.data && (
        <>
          <InvoiceFacts invoice={found.data} paid={Boolean(paidAt) || found.data.status === 'paid'} />
          {paidAt || found.data.status === 'paid' ? (
            <p className="ei-paid" role="status" data-testid="escrow-invoice-paid" ref={scrollIntoView}>
              {paidAt || found.data.paidAt
                ? m.escrow_invoice_paid_on({ date: longDay(paidAt ?? found.data.paidAt ?? '') })
                : m.escrow_invoice_paid()}
            </p>
          ) : (
            <PayForm
              invoice={found.data}
              token={token}
              onPaid={setPaidAt}
              onCancelled={(message) => {
                setRefusedAsCancelled(message);
                void found.refetch();
              }}
            />
          )}
        </>
      )}
      <p className="ei-muted">
        <RichMessage
          parts={m.escrow_invoice_questions.parts({ brand: brand.name, phone: brand.phone })}
          markup={{ tel: (phone) => <a href={telLink(brand.phone)}>{phone}</a> }}
        />
      </p>
    </section>
  );
}

const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Why nothing is due on a cancelled invoice (the shared escrowInvoiceMessages.cancelledWhy, in the page's language). */
function cancelledWhy(reason: EscrowInvoiceCancelReason, policyNumber: string): string {
  if (reason === 'contractExpired') return m.escrow_invoice_cancelled_contract_expired({ policyNumber });
  if (reason === 'contractCancelled') return m.escrow_invoice_cancelled_contract_cancelled({ policyNumber });
  return m.escrow_invoice_cancelled_invoice();
}

/**
 * A cancelled invoice: why, which contract it was for, and whom to call; nothing to pay. `refusal` is the server's
 * answer to a payment tried on it (it says nothing was charged), shown in place of the reason.
 */
function CancelledInvoice({ invoice, refusal }: { invoice: EscrowInvoiceView; refusal: string | null }) {
  return (
    <section className="page page--narrow ei-page" aria-labelledby="ei-title" data-testid="escrow-invoice-cancelled">
      <h1 id="ei-title">{m.escrow_invoice_cancelled_title()}</h1>
      <p className="ei-cancelled" role="status" ref={scrollIntoView}>
        {refusal ?? cancelledWhy(invoice.cancelReason ?? 'invoiceCancelled', invoice.policyNumber)}
      </p>
      <dl className="ei-facts">
        <ContractFacts invoice={invoice} />
      </dl>
      <p className="ei-call">
        <RichMessage
          parts={m.escrow_invoice_cancelled_call.parts({ brand: brand.name, phone: brand.phone })}
          markup={{
            tel: (phone) => (
              <a className="ei-call__phone" href={telLink(brand.phone)}>
                {phone}
              </a>
            ),
          }}
        />
      </p>
    </section>
  );
}

/**
 * The outcome of a payment made further down the page: back to the top, where the amount paid and it show (or,
 * refused on an invoice cancelled meanwhile, why).
 */
const scrollIntoView = (element: HTMLElement | null) => {
  if (element) window.scrollTo({ top: 0 });
};

/** The contract an invoice is for: its number, the property and the buyer. */
function ContractFacts({ invoice }: { invoice: EscrowInvoiceView }) {
  return (
    <>
      <div>
        <dt>{m.escrow_invoice_contract_number()}</dt>
        <dd>{invoice.policyNumber}</dd>
      </div>
      <div>
        <dt>{m.escrow_invoice_property()}</dt>
        <dd>{invoice.propertyAddress}</dd>
      </div>
      <div>
        <dt>{m.escrow_invoice_buyer()}</dt>
        <dd>{invoice.buyerName}</dd>
      </div>
    </>
  );
}

function InvoiceFacts({ invoice, paid }: { invoice: EscrowInvoiceView; paid: boolean }) {
  return (
    <dl className="ei-facts">
      <div className="ei-facts__amount">
        <dt>{paid ? m.escrow_invoice_amount_paid() : m.escrow_invoice_amount_due()}</dt>
        <dd data-testid="escrow-invoice-amount">{money(paid ? invoice.amount : invoice.amountDue)}</dd>
      </div>
      <ContractFacts invoice={invoice} />
      <div>
        <dt>{m.escrow_invoice_closing_date()}</dt>
        <dd>{invoice.closingDate ? longDay(invoice.closingDate) : m.escrow_invoice_not_set()}</dd>
      </div>
      <div>
        <dt>{m.escrow_invoice_plan()}</dt>
        <dd>{invoice.planName}</dd>
      </div>
    </dl>
  );
}

function PayForm({
  invoice,
  token,
  onPaid,
  onCancelled,
}: {
  invoice: EscrowInvoiceView;
  token: string;
  onPaid: (paidAt: string) => void;
  /** The invoice was cancelled meanwhile: the payment was refused and nothing charged (the server's words). */
  onCancelled: (message: string) => void;
}) {
  const hosted = useHostedCard();
  const cardId = `${ID_PREFIX}-card`;
  // The receipt's address; the gateway's customer profile of the card is opened for it too.
  const receipt = useForm({ defaultValues: { email: invoice.officer?.email ?? '' } });
  const email = useSelector(receipt.store, (state) => state.values.email);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const emailProblem =
    attempted && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? m.escrow_invoice_email_required() : undefined;

  async function submit() {
    if (busy) return;
    setAttempted(true);
    setRefusal(null);
    const profile = hosted.card;
    const all = [
      ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? []
        : [{ message: m.escrow_invoice_email_required(), fieldId: `${ID_PREFIX}-email` }]),
      ...(profile ? [] : [{ message: hostedCardMessages.required, fieldId: cardId }]),
    ];
    if (all.length || !profile) {
      await showValidationErrors(all);
      return;
    }
    setBusy(true);
    try {
      const paid = await payEscrowInvoice(invoice.invoiceId, token, cardPayment(profile));
      onPaid(paid.paidAt);
    } catch (error) {
      // A declined or refused card is not tried again: another is entered. After any other failure (a lost
      // connection, the gateway out of reach) the same card is sent again.
      const refused = savedCardRefusal(error);
      if (refused || (isApiError(error) && error.status === 402)) hosted.forget();
      if (refused) {
        await showValidationErrors([{ message: refused, fieldId: cardId }]);
      } else if (isInvoiceCancelled(error)) {
        onCancelled(error.message);
      } else if (isApiError(error)) {
        setRefusal(error.message);
      } else {
        setRefusal(m.escrow_invoice_payment_failure());
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="ei-pay"
      aria-labelledby="ei-pay-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="ei-pay-title">{m.escrow_invoice_pay_title()}</h2>
      <receipt.Field name="email">
        {(field) => (
          <TextField
            id={`${ID_PREFIX}-email`}
            name="email"
            label={m.escrow_invoice_email_label()}
            type="email"
            inputMode="email"
            autoComplete="email"
            {...boundInput(field)}
            error={emailProblem}
            disabled={busy}
          />
        )}
      </receipt.Field>
      <HostedCardForm
        card={hosted}
        email={email}
        id={cardId}
        error={attempted && !hosted.card ? hostedCardMessages.required : undefined}
        autoOpen
        disabled={busy}
        needsEmailMessage={m.escrow_invoice_needs_email()}
      />
      {refusal && (
        <p role="alert" className="ei-refusal">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary ei-pay__button" disabled={busy}>
        {busy ? m.escrow_invoice_paying() : m.escrow_invoice_pay({ amount: money(invoice.amountDue) })}
      </button>
    </form>
  );
}
