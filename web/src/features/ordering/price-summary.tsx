/**
 * The live price: the server's breakdown of the draft (items, total, monthly total) and what is due today
 * (the shared payment amount rule) or, for an upgrade, due now: the server's price of the change for the
 * days left (`upgradeDueNow`). Sticky: a bar at the bottom of a phone's screen that opens into the items, a
 * column beside the form on wide screens.
 */
import { type OrderPaymentType, type PriceBreakdown, paymentAmountCents, toCents, toDollars } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useId, useState } from 'react';
import { money } from '#web/lib/format.ts';
import { breakdownCents, dollars } from './format.ts';
import { isCardPayment } from './order-body.ts';
import type { PricingStatus } from './use-price-breakdown.ts';

export interface PriceFigures {
  total: number;
  monthlyTotal: number;
  /**
   * What placing the order charges the card: the first month or the total, or for an upgrade the server's
   * price of the change (`upgradeDueNow`, prorated to the days left). Null for an upgrade the server has
   * not priced (the contract cannot be changed yet: placing the order says why).
   */
  dueToday: number | null;
  isUpgrade: boolean;
}

/** `current` is the contract's own breakdown when the draft upgrades it, else null. */
export function priceFigures(
  breakdown: PriceBreakdown,
  paymentType: OrderPaymentType,
  current: PriceBreakdown | null,
): PriceFigures {
  const isUpgrade = current !== null;
  let dueToday: number | null = 0;
  // An upgrade charges the change for the days left of the term (or of the month), never the whole plan again.
  if (isCardPayment(paymentType) && isUpgrade) dueToday = breakdown.upgradeDueNow ?? null;
  else if (isCardPayment(paymentType)) dueToday = dollars(paymentAmountCents(paymentType, breakdownCents(breakdown)));
  return { total: breakdown.total, monthlyTotal: breakdown.monthlyTotal, dueToday, isUpgrade };
}

/** The label of what is due: today, now (an upgrade) or at closing. */
export const dueLabel = (figures: PriceFigures, card: boolean): string => {
  if (!card) return m.order_due_at_closing();
  return figures.isUpgrade ? m.order_due_now() : m.order_due_today();
};

/** The amount due as shown beside its label; an upgrade not priced yet shows a dash. */
export function dueAmount(figures: PriceFigures, card: boolean): string {
  if (!card) return money(figures.total, 2);
  return figures.dueToday === null ? '—' : money(figures.dueToday, 2);
}

/** Under a breakdown: the total, the monthly total (when `monthly`), what is due and any buyer's credit left. */
export function PriceTotals({
  figures,
  card,
  monthly,
  buyersCredit = 0,
}: {
  figures: PriceFigures;
  card: boolean;
  monthly: boolean;
  buyersCredit?: number;
}) {
  return (
    <dl className="price-totals">
      <div>
        <dt>{m.order_price_total()}</dt>
        <dd>{money(figures.total, 2)}</dd>
      </div>
      {monthly && (
        <div>
          <dt>{m.order_price_monthly_total()}</dt>
          <dd>{money(figures.monthlyTotal, 2)}</dd>
        </div>
      )}
      <div className="price-totals__due">
        <dt>{dueLabel(figures, card)}</dt>
        <dd>{dueAmount(figures, card)}</dd>
      </div>
      {buyersCredit > 0 && (
        <div>
          <dt>{m.order_price_buyers_credit_left()}</dt>
          <dd>{money(buyersCredit, 2)}</dd>
        </div>
      )}
    </dl>
  );
}

export function BreakdownItems({ breakdown }: { breakdown: PriceBreakdown }) {
  return (
    <ul className="price-items">
      {breakdown.items.map((item, index) => (
        // Two lines may share a description (the same add-on twice); their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={item.cost < 0 ? 'price-items__credit' : undefined}>
          <span>
            {item.description}
            {item.quantity > 1 && ` × ${item.quantity}`}
          </span>
          <span>{money(item.cost * item.quantity, 2)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Twelve monthly payments, counted in cents. */
const monthlyYear = (monthly: number) => toDollars(toCents(monthly) * 12);

export function PriceSummary({
  breakdown,
  status,
  paymentType,
  hasPlan,
  current,
  buyersCredit = 0,
  isEstimate = false,
}: {
  breakdown: PriceBreakdown | null;
  /** Worked out on the device from saved offers while offline; the server confirms it when the order is sent. */
  isEstimate?: boolean;
  status: PricingStatus;
  paymentType: OrderPaymentType;
  hasPlan: boolean;
  current: PriceBreakdown | null;
  /** Quick order: what is left of the budget, for the buyer (informative). */
  buyersCredit?: number;
}) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const figures = breakdown ? priceFigures(breakdown, paymentType, current) : null;
  const card = isCardPayment(paymentType);
  let headline: string;
  if (!hasPlan) headline = m.order_price_choose_plan();
  else if (figures && !card) headline = m.order_price_due_at_closing_amount({ amount: money(figures.total, 2) });
  else if (figures && figures.dueToday !== null) {
    const amount = money(figures.dueToday, 2);
    headline = figures.isUpgrade
      ? m.order_price_due_now_amount({ amount })
      : m.order_price_due_today_amount({ amount });
  } else if (figures) headline = m.order_price_upgrade_unavailable();
  else if (status.pending) headline = m.order_price_updating();
  else headline = m.order_price_unavailable();
  return (
    <aside
      className={open ? 'price-summary price-summary--open' : 'price-summary'}
      aria-label={m.order_price_summary_label()}
    >
      <div className="price-summary__bar">
        <div className="price-summary__headline" aria-live="polite">
          <strong>{headline}</strong>
          {figures && (
            <span className="price-summary__sub">
              {/* Escrow pays the whole total at closing: no monthly figure. */}
              {/* What the total is: the price paid in full, beside twelve monthly payments (which carry the surcharge). */}
              {!card
                ? m.order_price_total_due_at_closing()
                : paymentType === 'monthly'
                  ? m.order_price_total_paid_monthly({
                      monthly: money(figures.monthlyTotal, 2),
                      monthlyYear: money(monthlyYear(figures.monthlyTotal), 2),
                      total: money(figures.total, 2),
                    })
                  : m.order_price_total_paid_in_full({
                      total: money(figures.total, 2),
                      monthly: money(figures.monthlyTotal, 2),
                    })}
              {status.pending && ` · ${m.order_price_updating_short()}`}
            </span>
          )}
          {figures && isEstimate && (
            <span className="price-summary__sub" data-testid="price-estimate">
              {m.order_price_offline_estimate()}
            </span>
          )}
        </div>
        {figures && (
          <button
            type="button"
            className="button button--ghost price-summary__toggle"
            aria-expanded={open}
            aria-controls={itemsId}
            onClick={() => setOpen(!open)}
          >
            {open ? m.order_price_hide() : m.order_price_details()}
          </button>
        )}
      </div>
      {status.failed && hasPlan && !figures && <p className="order-error">{m.order_price_failed()}</p>}
      {figures && breakdown && (
        <div id={itemsId} className="price-summary__details">
          <BreakdownItems breakdown={breakdown} />
          <PriceTotals figures={figures} card={card} monthly={card} buyersCredit={buyersCredit} />
        </div>
      )}
    </aside>
  );
}
