/**
 * The plan cards: the name (suffixed PLAN when priced monthly), the price (monthly
 * with 2 decimals, yearly with 0), ORDER NOW (CHOOSE on the others once a plan is chosen), See/Hide coverage details (the second Hide control scrolls
 * back to the card's top), a limits and exclusions link, in 1 to 6 columns; above them Compare plans opens
 * the plans side by side.
 */
import { coveredItems, groupByCategory, type Offer } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import type { LimitsTarget } from '#web/ui/limits-dialog.tsx';
import { fieldId } from '../form-values.ts';
import { PlanPrice, planButtonText, planName } from '../plan-price.tsx';
// The public pages show these cards without the rest of the order form: the cards bring their own styles.
import '../ordering.css';

// Opened by a tap on Compare plans: loaded then.
const PlanComparisonDialog = lazy(() =>
  import('../plan-comparison-dialog.tsx').then((module) => ({ default: module.PlanComparisonDialog })),
);

/** The order and plan pages scroll with an offset of -75. */
const SCROLL_OFFSET = 75;

function scrollToTop(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
}

function PlanCard({
  offer,
  monthlyPrices,
  selected,
  otherChosen,
  onOrder,
  onLimits,
  first,
  listingCoverageText,
}: {
  offer: Offer;
  listingCoverageText: string | undefined;
  monthlyPrices: boolean;
  selected: boolean;
  /** Another plan is chosen: this one offers to be chosen instead, not to start an order. */
  otherChosen: boolean;
  onOrder: (offer: Offer) => void;
  onLimits: ((target: LimitsTarget) => void) | undefined;
  first: boolean;
}) {
  const [open, setOpen] = useState(false);
  const card = useRef<HTMLElement>(null);
  const titleId = useId();
  const detailsId = useId();
  const name = planName(offer, monthlyPrices);
  const groups = groupByCategory(coveredItems(offer.coverages));
  const button = planButtonText(name, selected, otherChosen);
  return (
    <article ref={card} className={selected ? 'plan-card plan-card--selected' : 'plan-card'} aria-labelledby={titleId}>
      {offer.isCurrentCoverage && <p className="plan-card__badge">{m.order_plan_current()}</p>}
      <h3 id={titleId} className="plan-card__name" translate="no">
        {name}
      </h3>
      <PlanPrice offer={offer} monthly={monthlyPrices} className="plan-card__price" />
      {listingCoverageText && (
        <p className="plan-card__listing">{m.order_plan_listing_coverage({ text: listingCoverageText })}</p>
      )}
      <button
        type="button"
        id={first ? fieldId('plan') : undefined}
        className={selected ? 'button button--primary plan-card__order' : 'button button--accent plan-card__order'}
        aria-pressed={selected}
        aria-label={button.label}
        onClick={() => onOrder(offer)}
      >
        {button.text}
      </button>
      {offer.salesItemCoverageId && onLimits && (
        <button
          type="button"
          className="ui-link-button plan-card__limits"
          onClick={() => onLimits({ coverageId: offer.salesItemCoverageId ?? '', name: offer.name })}
        >
          {m.order_limits_link()}
        </button>
      )}
      <button
        type="button"
        className="ui-link-button plan-card__toggle"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen(!open)}
      >
        {open ? m.order_plan_hide_details() : m.order_plan_see_details()}
      </button>
      <div id={detailsId} hidden={!open} className="plan-card__details">
        {groups.map((group) => (
          <section key={group.category}>
            <h4>{group.category}</h4>
            <ul>
              {group.items.map((coverage) => (
                <li key={coverage.id}>{coverage.description}</li>
              ))}
            </ul>
          </section>
        ))}
        <button
          type="button"
          className="button button--ghost plan-card__hide"
          onClick={() => {
            setOpen(false);
            scrollToTop(card.current);
          }}
        >
          {m.order_plan_hide_details()}
        </button>
      </div>
    </article>
  );
}

export function PlanStep({
  offers,
  status,
  selectedOfferId,
  monthlyPrices,
  onOrder,
  onLimits,
  error,
  listingCoverageText,
  children,
}: {
  /** Listing coverage offers: how their price is worded (every state's price, due at close of escrow). */
  listingCoverageText?: string | undefined;
  /** Choices above the cards (who the order is for). */
  children?: ReactNode;
  offers: readonly Offer[];
  status: 'needsProperty' | 'loading' | 'error' | 'ready';
  selectedOfferId: string | null;
  monthlyPrices: boolean;
  onOrder: (offer: Offer) => void;
  onLimits: ((target: LimitsTarget) => void) | undefined;
  error: string | undefined;
}) {
  const [comparing, setComparing] = useState(false);
  if (status === 'needsProperty')
    return (
      <>
        {children}
        <p className="order-note" id={fieldId('plan')} tabIndex={-1}>
          {m.order_plan_needs_property()}
        </p>
      </>
    );
  if (status === 'loading')
    return (
      <>
        {children}
        <p className="order-muted">{m.order_plan_loading()}</p>
      </>
    );
  if (status === 'error' || offers.length === 0)
    return (
      <>
        {children}
        <p role="alert" className="order-note" id={fieldId('plan')} tabIndex={-1}>
          {m.order_plan_load_error()}
        </p>
      </>
    );
  const columns = Math.min(Math.max(offers.length, 1), 6);
  return (
    <>
      {children}
      {error && (
        <p className="order-error" id={`${fieldId('plan')}-error`}>
          {error}
        </p>
      )}
      {offers.length > 1 && (
        <button
          type="button"
          className="button button--ghost plan-compare__open"
          aria-haspopup="dialog"
          onClick={() => setComparing(true)}
        >
          {m.order_compare_plans()}
        </button>
      )}
      {/* A data attribute, not a style: the Content Security Policy refuses style attributes in prerendered pages. */}
      <div className={columns > 2 ? 'plan-grid plan-grid--wide' : 'plan-grid'} data-columns={columns}>
        {offers.map((offer, index) => (
          <PlanCard
            key={offer.contractOfferId}
            offer={offer}
            first={index === 0}
            monthlyPrices={monthlyPrices}
            selected={offer.contractOfferId === selectedOfferId}
            otherChosen={Boolean(selectedOfferId) && offer.contractOfferId !== selectedOfferId}
            onOrder={onOrder}
            onLimits={onLimits}
            listingCoverageText={listingCoverageText}
          />
        ))}
      </div>
      {comparing && (
        <Suspense fallback={null}>
          <PlanComparisonDialog
            offers={offers}
            monthlyPrices={monthlyPrices}
            selectedOfferId={selectedOfferId}
            onOrder={onOrder}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
