/**
 * Placing the order: POST /order with the total the buyer saw and, paid by card, the ids of the card saved in the
 * gateway's hosted card form with the token that opened its profile (#web/lib/payments). A decline (402) is said
 * plainly, the form stays and the card is forgotten (another is entered); a changed price (409) is shown and
 * confirmed before sending again; a lost answer is resent with the same card under the same Idempotency-Key, so
 * it never orders twice. Loaded with the review step or the first order sent (use-submit-order.ts), not with the
 * form.
 */
import { messages, type OrderBody, type OrderResponse, type PriceBreakdown } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { storedMarketingSource } from '#web/lib/marketing-source.ts';
import {
  type CardPayment,
  cardPayment,
  type HostedCard,
  hostedCardMessages,
  savedCardRefusal,
} from '#web/lib/payments/index.ts';
import { ACCOUNT_QUERY_PREFIX } from '#web/lib/query/index.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { changedPrice, errorCode, placeOrder } from './api/place-order.ts';
import { acceptBreakdown, type OrderDraft, routeValueOf } from './draft.ts';
import { beginOrder, getDraft, updateDraft } from './draft-store.ts';
import { fieldId } from './form-values.ts';
import { loadOrderQueue } from './offline/load-order-queue.ts';
import { canQueueOrder, OFFLINE_ORDER_MESSAGES } from './offline/offline-order-rules.ts';
import { isCardPayment, orderBody } from './order-body.ts';
import { priceFigures } from './price-summary.tsx';
import { bodyProblems } from './schema-check.ts';
import type { SubmitState } from './steps/review-step.tsx';
import { ORDER_CARD_FIELD, type OrderProblem } from './validation.ts';

const newKey = () => crypto.randomUUID();

/** Who orders for a buyer as their agent: the confirmation then speaks to them. */
const AGENT_PARTIES: ReadonlySet<string> = new Set(['buyerAgent', 'sellerAgent']);

/** The campaign of this visit goes with the order, however the order was started. */
const withVisitSource = (draft: OrderDraft): OrderDraft =>
  draft.marketingSourceId ? draft : { ...draft, marketingSourceId: storedMarketingSource() };

export interface SubmitOrderOptions {
  /** The card saved in the hosted card form. */
  hostedCard: HostedCard;
  planName: () => string;
  /** An upgrade: the contract's current price, which the upgrade price is measured from. */
  currentPrice: () => PriceBreakdown | null;
  showProblems: (problems: OrderProblem[]) => void;
  onPlaced: () => void;
  /** Whether the caller is signed in (only their escrow orders may wait offline). */
  signedIn: () => boolean;
  /** An escrow order was saved on this device to be placed once online. */
  onQueued: () => void;
}

/** What one order page keeps between its tries: the options of its latest render and the order last sent. */
export interface OrderSubmission {
  options: () => SubmitOrderOptions;
  setState: (state: SubmitState | ((current: SubmitState) => SubmitState)) => void;
  lastAttempt: { current: { payload: string; key: string; body: OrderBody } | null };
  queryClient: QueryClient;
}

const cardProblem = (message: string): OrderProblem => ({
  step: 'payment',
  field: ORDER_CARD_FIELD,
  fieldId: fieldId(ORDER_CARD_FIELD),
  message,
});

function placed(submission: OrderSubmission, response: OrderResponse, draft: OrderDraft) {
  const options = submission.options();
  const figures = priceFigures(response.priceBreakdown, draft.payment.type, options.currentPrice());
  // A payment counts only when its policyPaymentId is above 0.
  const paid = (response.policyPaymentId ?? 0) > 0 ? (figures.dueToday ?? 0) : 0;
  updateDraft((current) => ({
    ...current,
    newlyOrderedContractId: response.contractId,
    priceBreakdown: response.priceBreakdown,
    confirmation: {
      contractId: response.contractId,
      policyNumber: response.policyNumber,
      planName: options.planName(),
      paymentType: draft.payment.type,
      amountPaid: paid,
      total: response.priceBreakdown.total,
      monthlyTotal: response.priceBreakdown.monthlyTotal,
      ownerEmail: draft.owner.email.trim(),
      kind: draft.kind,
      ...(response.awaitingOwnerConfirmation ? { awaitingOwnerConfirmation: true } : {}),
      coverageStartDate: response.coverageStartDate ?? null,
      ownerNeedsPassword: response.ownerAccountCreated === true && !options.signedIn(),
      orderedByAgent: options.signedIn() && AGENT_PARTIES.has(draft.orderingPartyType),
      forSeller: draft.isListingCoverage,
    },
  }));
  options.hostedCard.forget();
  // The new contract shows at once in every list of the account (contracts, an agent's orders, invoices).
  void submission.queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_PREFIX });
  options.onPlaced();
}

/** Sends the order; after a price change the buyer confirms and it is sent again at the new price. */
async function send(submission: OrderSubmission, profile: CardPayment | null): Promise<void> {
  const { lastAttempt } = submission;
  for (;;) {
    const draft = withVisitSource(getDraft());
    const body = orderBody(draft, profile, new Date().toISOString());
    const problems = await bodyProblems(body);
    if (!body || problems.length) {
      submission.options().showProblems(problems);
      return;
    }
    const { timestamp: _timestamp, ...withoutTime } = body;
    const payload = JSON.stringify(withoutTime);
    // The same order again (its answer was lost): the same body and key, so the server answers once.
    const attempt = lastAttempt.current?.payload === payload ? lastAttempt.current : { payload, key: newKey(), body };
    lastAttempt.current = attempt;
    try {
      const response = await placeOrder(attempt.body, attempt.key);
      lastAttempt.current = null;
      placed(submission, response, draft);
      return;
    } catch (error) {
      const price = isApiError(error) && errorCode(error) === 'priceChanged' ? await changedPrice(error) : null;
      if (!price) throw error;
      const before = draft.priceBreakdown?.total ?? 0;
      updateDraft((current) => acceptBreakdown(current, price, true));
      const yes = await confirm({
        title: m.order_price_changed_title(),
        content: m.order_price_changed_confirm({
          total: money(price.total, 2),
          monthly: money(price.monthlyTotal, 2),
          was: money(before, 2),
        }),
        yesLabel: m.order_place(),
        noLabel: m.order_not_now(),
      });
      if (!yes) return;
    }
  }
}

function failed(submission: OrderSubmission, error: unknown) {
  const { setState } = submission;
  const options = submission.options();
  if (!isApiError(error)) {
    setState({ busy: false, declined: false, error: m.order_failed_unknown() });
    return;
  }
  const code = errorCode(error);
  if (error.status === 402 || code === 'paymentDeclined') {
    // Not tried again as it was: the buyer enters another card.
    options.hostedCard.forget();
    setState({ busy: false, declined: true, error: null });
    return;
  }
  if (code === 'noService') {
    showToast({ title: messages.noService.title, text: messages.noService.text, kind: 'warning' });
    setState({ busy: false, declined: false, error: messages.noService.text });
    return;
  }
  // The card saved in the form could not pay (not found, its token no longer valid): it is entered again.
  const refused = savedCardRefusal(error);
  if (refused) {
    options.hostedCard.forget();
    setState({ busy: false, declined: false, error: null });
    options.showProblems([cardProblem(refused)]);
    return;
  }
  const text = error.isNetworkError
    ? m.order_failed_connection()
    : m.order_failed_with_reason({ problem: error.message });
  setState({ busy: false, declined: false, error: text });
}

/**
 * Offline: an escrow order of a signed-in caller waits on this device and is placed once the connection
 * returns, at the price shown (offline/queue-order.ts); a card payment needs the connection.
 */
async function submitOffline(submission: OrderSubmission, draft: OrderDraft): Promise<void> {
  const { setState } = submission;
  const options = submission.options();
  const body = orderBody(withVisitSource(draft), null, new Date().toISOString());
  if (!body || !canQueueOrder(body, options.signedIn())) {
    const card = isCardPayment(draft.payment.type);
    setState({
      busy: false,
      declined: false,
      error: card ? OFFLINE_ORDER_MESSAGES.cardNeedsConnection : m.order_offline_needs_connection(),
    });
    return;
  }
  const { streetAddress, city, state: stateCode, zipCode } = draft.property.address;
  const { queueOrder } = await loadOrderQueue();
  await queueOrder(body, newKey(), {
    planName: options.planName(),
    address: `${streetAddress}, ${city}, ${stateCode} ${zipCode}`,
    ownerName: `${draft.owner.firstName} ${draft.owner.lastName}`.trim(),
    total: body.confirmedTotal ?? 0,
    planType: routeValueOf(draft),
  });
  showToast({ text: OFFLINE_ORDER_MESSAGES.queued, kind: 'info' });
  setState({ busy: false, declined: false, error: null });
  // The order is on its way: the form starts a new one (the owner is not an unfinished lead).
  beginOrder(routeValueOf(draft));
  options.onQueued();
}

/** Places the draft's order (or keeps it on the device, offline), saying on the page how it went. */
export async function submitOrder(submission: OrderSubmission): Promise<void> {
  const { setState } = submission;
  const draft = getDraft();
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await submitOffline(submission, draft).catch(() =>
      setState({ busy: false, declined: false, error: m.order_offline_save_failed() }),
    );
    return;
  }
  let profile: CardPayment | null = null;
  if (isCardPayment(draft.payment.type)) {
    const saved = submission.options().hostedCard.card;
    if (!saved) {
      submission.options().showProblems([cardProblem(hostedCardMessages.required)]);
      return;
    }
    profile = cardPayment(saved);
  }
  setState({ busy: true, declined: false, error: null });
  try {
    await send(submission, profile);
    setState((current) => ({ ...current, busy: false }));
  } catch (error) {
    failed(submission, error);
  }
}
