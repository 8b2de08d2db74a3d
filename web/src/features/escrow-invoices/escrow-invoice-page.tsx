/**
 * /escrow-invoice/{invoiceId}?t={token}: the public page where the escrow or title officer sees an invoice due at
 * closing and pays it by card, without signing in. The link mailed with the invoice is the key: a link without a
 * valid token shows the not-found page (`notFound`, given by the route). A cancelled invoice (or one whose contract
 * was cancelled or has expired) says so, offers no payment and gives the number to call. Phone first, one column.
 * The card is typed into the gateway's hosted card form, which opens by itself for the officer's e-mail.
 */
import { type EscrowInvoiceView, escrowInvoiceMessages } from '@hw/shared';
import { useForm } from '@tanstack/react-form';
import { useSelector } from '@tanstack/react-store';
import { type ReactNode, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { HostedCardForm } from '#web/lib/payments/hosted-card-form.tsx';
import { cardPayment, hostedCardMessages, savedCardRefusal, useHostedCard } from '#web/lib/payments/index.ts';
import { showValidationErrors, TextField } from '#web/ui/index.ts';
import { isInvoiceCancelled, isLinkRefused, payEscrowInvoice, useEscrowInvoiceFromLink } from './api.ts';
import './escrow-invoices.css';
import { boundInput } from '#web/lib/form-state.ts';

export const ESCROW_INVOICE_TITLE = 'Invoice Due at Closing';
const ID_PREFIX = 'escrow-pay';

const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const longDay = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
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
  usePageTitle(cancelled ? escrowInvoiceMessages.cancelledTitle : ESCROW_INVOICE_TITLE);
  if (!token || isLinkRefused(found.error)) return notFound;
  if (cancelled && found.data) return <CancelledInvoice invoice={found.data} refusal={refusedAsCancelled} />;
  return (
    <section className="page page--narrow ei-page" aria-labelledby="ei-title">
      <h1 id="ei-title">{ESCROW_INVOICE_TITLE}</h1>
      {found.isPending && <p role="status">Loading the invoice…</p>}
      {found.isError && (
        <>
          <p role="alert">The invoice could not be loaded. Please check your connection and try again.</p>
          <button type="button" className="button" onClick={() => void found.refetch()}>
            Try again
          </button>
        </>
      )}
      {found.data && (
        <>
          <InvoiceFacts invoice={found.data} paid={Boolean(paidAt) || found.data.status === 'paid'} />
          {paidAt || found.data.status === 'paid' ? (
            <p className="ei-paid" role="status" data-testid="escrow-invoice-paid" ref={scrollIntoView}>
              Paid{paidAt || found.data.paidAt ? ` on ${longDay(paidAt ?? found.data.paidAt ?? '')}` : ''}. Thank you:
              the buyer’s coverage starts at the close of escrow.
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
        Questions? Call {brand.name} at <a href={telLink(brand.phone)}>{brand.phone}</a>. To pay by cheque, make it
        payable to {brand.name} with the contract number on it.
      </p>
    </section>
  );
}

const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A cancelled invoice: why, which contract it was for, and whom to call; nothing to pay. `refusal` is the server's
 * answer to a payment tried on it (it says nothing was charged), shown in place of the reason.
 */
function CancelledInvoice({ invoice, refusal }: { invoice: EscrowInvoiceView; refusal: string | null }) {
  return (
    <section className="page page--narrow ei-page" aria-labelledby="ei-title" data-testid="escrow-invoice-cancelled">
      <h1 id="ei-title">{escrowInvoiceMessages.cancelledTitle}</h1>
      <p className="ei-cancelled" role="status" ref={scrollIntoView}>
        {refusal ??
          escrowInvoiceMessages.cancelledWhy(invoice.cancelReason ?? 'invoiceCancelled', invoice.policyNumber)}
      </p>
      <dl className="ei-facts">
        <div>
          <dt>Contract number</dt>
          <dd>{invoice.policyNumber}</dd>
        </div>
        <div>
          <dt>Property</dt>
          <dd>{invoice.propertyAddress}</dd>
        </div>
        <div>
          <dt>Buyer</dt>
          <dd>{invoice.buyerName}</dd>
        </div>
      </dl>
      <p className="ei-call">
        Questions about this invoice? Call {brand.name} at{' '}
        <a className="ei-call__phone" href={telLink(brand.phone)}>
          {brand.phone}
        </a>
        .
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

function InvoiceFacts({ invoice, paid }: { invoice: EscrowInvoiceView; paid: boolean }) {
  return (
    <dl className="ei-facts">
      <div className="ei-facts__amount">
        <dt>{paid ? 'Amount paid' : 'Amount due'}</dt>
        <dd data-testid="escrow-invoice-amount">{money(paid ? invoice.amount : invoice.amountDue)}</dd>
      </div>
      <div>
        <dt>Contract number</dt>
        <dd>{invoice.policyNumber}</dd>
      </div>
      <div>
        <dt>Property</dt>
        <dd>{invoice.propertyAddress}</dd>
      </div>
      <div>
        <dt>Buyer</dt>
        <dd>{invoice.buyerName}</dd>
      </div>
      <div>
        <dt>Closing date</dt>
        <dd>{invoice.closingDate ? longDay(invoice.closingDate) : 'Not set'}</dd>
      </div>
      <div>
        <dt>Plan</dt>
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
    attempted && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()) ? 'Please enter your e-mail.' : undefined;

  async function submit() {
    if (busy) return;
    setAttempted(true);
    setRefusal(null);
    const profile = hosted.card;
    const all = [
      ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
        ? []
        : [{ message: 'Please enter your e-mail.', fieldId: `${ID_PREFIX}-email` }]),
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
        setRefusal('The payment could not be made. Please try again.');
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
      <h2 id="ei-pay-title">Pay by card</h2>
      <receipt.Field name="email">
        {(field) => (
          <TextField
            id={`${ID_PREFIX}-email`}
            name="email"
            label="Your e-mail (for the receipt)"
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
        needsEmailMessage="Please enter your e-mail above first: the card is saved for it."
      />
      {refusal && (
        <p role="alert" className="ei-refusal">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--primary ei-pay__button" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${money(invoice.amountDue)}`}
      </button>
    </form>
  );
}
