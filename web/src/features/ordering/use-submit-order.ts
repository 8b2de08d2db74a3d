/**
 * Placing the order: POST /order with the total the buyer saw and, paid by card, the ids of the card saved in the
 * gateway's hosted card form with the token that opened its profile (#web/lib/payments). A decline (402) is said
 * plainly, the form stays and the card is forgotten (another is entered); a changed price (409) is shown and
 * confirmed before sending again; a lost answer is resent with the same card under the same Idempotency-Key, so
 * it never orders twice.
 */
import { messages, type OrderBody, type OrderResponse, type PriceBreakdown } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { money } from '#web/lib/format.ts';
import { storedMarketingSource } from '#web/lib/marketing-source.ts';
import { loadOffline } from '#web/lib/offline-loader.ts';
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
import { canQueueOrder, OFFLINE_ORDER_MESSAGES } from './offline/offline-order-rules.ts';
import { isCardPayment, orderBody } from './order-body.ts';
import { priceFigures } from './price-summary.tsx';
import type { SubmitState } from './steps/review-step.tsx';
import { bodyProblems, ORDER_CARD_FIELD, type OrderProblem } from './validation.ts';

const newKey = () => crypto.randomUUID();

/** The queue of orders placed offline: its code, loaded while there is a connection to load it. */
const loadOrderQueue = () => loadOffline().then(() => import('./offline/queue-order.ts'));

/** Who orders for a buyer as their agent: the confirmation then speaks to them. */
const AGENT_PARTIES: ReadonlySet<string> = new Set(['buyerAgent', 'sellerAgent']);

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

/** The campaign of this visit goes with the order, however the order was started. */
const withVisitSource = (draft: OrderDraft): OrderDraft =>
  draft.marketingSourceId ? draft : { ...draft, marketingSourceId: storedMarketingSource() };

export function useSubmitOrder(options: SubmitOrderOptions) {
  const [state, setState] = useState<SubmitState>({ busy: false, declined: false, error: null });
  const latest = useRef(options);
  latest.current = options;
  const lastAttempt = useRef<{ payload: string; key: string; body: OrderBody } | null>(null);
  const queryClient = useQueryClient();
  // A signed-in user may place an order once the connection has gone: the queue is ready before then.
  const signedIn = options.signedIn();
  useEffect(() => {
    if (signedIn) void loadOrderQueue().catch(() => undefined);
  }, [signedIn]);

  const cardProblem = (message: string): OrderProblem => ({
    step: 'payment',
    field: ORDER_CARD_FIELD,
    fieldId: fieldId(ORDER_CARD_FIELD),
    message,
  });

  function placed(response: OrderResponse, draft: OrderDraft) {
    const figures = priceFigures(response.priceBreakdown, draft.payment.type, latest.current.currentPrice());
    // A payment counts only when its policyPaymentId is above 0.
    const paid = (response.policyPaymentId ?? 0) > 0 ? (figures.dueToday ?? 0) : 0;
    updateDraft((current) => ({
      ...current,
      newlyOrderedContractId: response.contractId,
      priceBreakdown: response.priceBreakdown,
      confirmation: {
        contractId: response.contractId,
        policyNumber: response.policyNumber,
        planName: latest.current.planName(),
        paymentType: draft.payment.type,
        amountPaid: paid,
        total: response.priceBreakdown.total,
        monthlyTotal: response.priceBreakdown.monthlyTotal,
        ownerEmail: draft.owner.email.trim(),
        kind: draft.kind,
        ...(response.awaitingOwnerConfirmation ? { awaitingOwnerConfirmation: true } : {}),
        coverageStartDate: response.coverageStartDate ?? null,
        ownerNeedsPassword: response.ownerAccountCreated === true && !latest.current.signedIn(),
        orderedByAgent: latest.current.signedIn() && AGENT_PARTIES.has(draft.orderingPartyType),
        forSeller: draft.isListingCoverage,
      },
    }));
    latest.current.hostedCard.forget();
    // The new contract shows at once in every list of the account (contracts, an agent's orders, invoices).
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_PREFIX });
    latest.current.onPlaced();
  }

  /** Sends the order; after a price change the buyer confirms and it is sent again at the new price. */
  async function send(profile: CardPayment | null): Promise<void> {
    for (;;) {
      const draft = withVisitSource(getDraft());
      const body = orderBody(draft, profile, new Date().toISOString());
      const problems = await bodyProblems(body);
      if (!body || problems.length) {
        latest.current.showProblems(problems);
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
        placed(response, draft);
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

  function failed(error: unknown) {
    if (!isApiError(error)) {
      setState({ busy: false, declined: false, error: m.order_failed_unknown() });
      return;
    }
    const code = errorCode(error);
    if (error.status === 402 || code === 'paymentDeclined') {
      // Not tried again as it was: the buyer enters another card.
      latest.current.hostedCard.forget();
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
      latest.current.hostedCard.forget();
      setState({ busy: false, declined: false, error: null });
      latest.current.showProblems([cardProblem(refused)]);
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
  async function submitOffline(draft: OrderDraft): Promise<void> {
    const body = orderBody(withVisitSource(draft), null, new Date().toISOString());
    if (!body || !canQueueOrder(body, latest.current.signedIn())) {
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
      planName: latest.current.planName(),
      address: `${streetAddress}, ${city}, ${stateCode} ${zipCode}`,
      ownerName: `${draft.owner.firstName} ${draft.owner.lastName}`.trim(),
      total: body.confirmedTotal ?? 0,
      planType: routeValueOf(draft),
    });
    showToast({ text: OFFLINE_ORDER_MESSAGES.queued, kind: 'info' });
    setState({ busy: false, declined: false, error: null });
    // The order is on its way: the form starts a new one (the owner is not an unfinished lead).
    beginOrder(routeValueOf(draft));
    latest.current.onQueued();
  }

  async function submit(): Promise<void> {
    if (state.busy) return;
    const draft = getDraft();
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      await submitOffline(draft).catch(() =>
        setState({ busy: false, declined: false, error: m.order_offline_save_failed() }),
      );
      return;
    }
    let profile: CardPayment | null = null;
    if (isCardPayment(draft.payment.type)) {
      const saved = latest.current.hostedCard.card;
      if (!saved) {
        latest.current.showProblems([cardProblem(hostedCardMessages.required)]);
        return;
      }
      profile = cardPayment(saved);
    }
    setState({ busy: true, declined: false, error: null });
    try {
      await send(profile);
      setState((current) => ({ ...current, busy: false }));
    } catch (error) {
      failed(error);
    }
  }

  return { state, submit };
}
