/**
 * Add-ons sorted by description in two columns (one on a phone) with their quantity (capped at 99,
 * removed at 0; a one-off add-on is a checkbox, as it is bought once or not at all), the coverage length (1 to 3 years;
 * an upgrade keeps its plan's), the service call fee (a choice; the fee alone when
 * there is exactly one) and the coupon.
 */
import {
  addonQuantityMax,
  COVERAGE_LENGTH_MAX,
  CouponValidateBody,
  cheapestServiceCallPrice,
  maxLengthOf,
  type Offer,
  type OfferCoverage,
  type OrderPaymentType,
  PREPAID_SERVICE_CALLS_MAX,
  prepaidCallsFor,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { money } from '#web/lib/format.ts';
import { RichMessage } from '#web/lib/i18n/index.ts';
import { CheckboxField } from '#web/ui/index.ts';
import type { LimitsTarget } from '#web/ui/limits-dialog.tsx';
import { applyCouponCode } from '../coupon.ts';
import { type DraftCoupon, setAddon } from '../draft.ts';
import { updateDraft } from '../draft-store.ts';
import { RadioGroup, SelectField } from '../fields.tsx';
import { fieldId } from '../form-values.ts';
import { monthly, yearly } from '../format.ts';
import { KeptTerm, yearsText } from './kept-terms.tsx';

function AddonRow({
  coverage,
  quantity,
  included,
  monthlyPrices,
  onLimits,
}: {
  coverage: OfferCoverage;
  quantity: number;
  included: boolean;
  monthlyPrices: boolean;
  onLimits: ((target: LimitsTarget) => void) | undefined;
}) {
  const inputId = useId();
  const max = addonQuantityMax(coverage);
  const set = (next: number) => updateDraft((draft) => setAddon(draft, coverage.id, Math.min(next, max)));
  const price = monthlyPrices ? monthly(coverage.recurringCost) : yearly(coverage.cost);
  return (
    <li className={quantity > 0 ? 'addon addon--chosen' : 'addon'}>
      <div className="addon__text">
        <label htmlFor={inputId} className="addon__name">
          {coverage.description}
        </label>
        <span className="addon__price">
          {price}
          {included && <span className="addon__included"> · {m.order_addon_included()}</span>}
        </span>
        {coverage.salesItemCoverageId && onLimits && (
          <button
            type="button"
            className="ui-link-button addon__limits"
            onClick={() => onLimits({ coverageId: coverage.salesItemCoverageId ?? '', name: coverage.description })}
          >
            {m.order_limits_link()}
          </button>
        )}
      </div>
      {coverage.allowsQuantity !== false ? (
        <div className="addon__quantity">
          <button
            type="button"
            className="icon-button"
            aria-label={m.order_addon_less({ name: coverage.description })}
            disabled={quantity <= 0}
            onClick={() => set(quantity - 1)}
          >
            −
          </button>
          <input
            id={inputId}
            className="ui-field__input addon__count"
            type="number"
            inputMode="numeric"
            min={0}
            max={max}
            value={quantity}
            onChange={(event) => set(Number(event.target.value))}
          />
          <button
            type="button"
            className="icon-button"
            aria-label={m.order_addon_more({ name: coverage.description })}
            disabled={quantity >= max}
            onClick={() => set(quantity + 1)}
          >
            +
          </button>
        </div>
      ) : (
        // A one-off add-on is in the order or not: a checkbox, with the whole box as its touch target.
        <label className="addon__check">
          <input
            id={inputId}
            type="checkbox"
            className="ui-check__input"
            checked={quantity > 0}
            onChange={(event) => set(event.currentTarget.checked ? 1 : 0)}
          />
        </label>
      )}
    </li>
  );
}

/** A figure in bold inside a sentence. */
const strong = { strong: (children: ReactNode) => <strong>{children}</strong> };

function CouponField({ coupon }: { coupon: DraftCoupon | null }) {
  const id = fieldId('coupon');
  const applied = coupon?.contractCouponId ? coupon : null;
  const [text, setText] = useState(coupon?.couponCode ?? '');
  const [busy, setBusy] = useState(false);
  // A coupon the server refused is cleared, and so is the field.
  useEffect(() => setText(coupon?.couponCode ?? ''), [coupon?.couponCode]);
  const apply = async () => {
    if (busy || (applied && applied.couponCode.toLowerCase() === text.trim().toLowerCase())) return;
    setBusy(true);
    try {
      await applyCouponCode(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ui-field coupon">
      <label htmlFor={id} className="ui-field__label">
        {m.order_coupon_code()}
      </label>
      <div className="coupon__row">
        <input
          id={id}
          className="ui-field__input"
          value={text}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={maxLengthOf(CouponValidateBody, 'couponCode')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <button type="button" className="button button--ghost" disabled={busy || !text.trim()} onClick={apply}>
          {busy ? m.order_coupon_checking() : m.order_coupon_apply()}
        </button>
      </div>
      {applied && (
        <p className="ui-field__hint coupon__applied">
          {applied.amount
            ? m.order_coupon_applied_amount({ code: applied.couponCode, amount: money(applied.amount, 0) })
            : m.order_coupon_applied({ code: applied.couponCode })}{' '}
          <button type="button" className="ui-link-button" onClick={() => void applyCouponCode('')}>
            {m.order_remove()}
          </button>
        </p>
      )}
    </div>
  );
}

function CreditChoice({ credit, shouldUseCredit }: { credit: number; shouldUseCredit: boolean }) {
  return (
    <div className="order-credit">
      <p className="order-fact">
        <RichMessage parts={m.order_credit_available.parts({ amount: money(credit, 2) })} markup={strong} />
      </p>
      <CheckboxField
        id={fieldId('shouldUseCredit')}
        label={m.order_credit_apply()}
        checked={shouldUseCredit}
        onChange={(event) => {
          const apply = event.currentTarget.checked;
          updateDraft((draft) => ({ ...draft, shouldUseCredit: apply }));
        }}
      />
    </div>
  );
}

function PrepaidServiceCalls({
  count,
  fee,
  buyersCredit,
}: {
  count: number;
  fee: number;
  /** Quick orders: what is left of the budget, which prepays service calls for the buyer. */
  buyersCredit: number;
}) {
  const fromCredit = prepaidCallsFor(buyersCredit, fee);
  return (
    <div className="order-credit">
      <SelectField
        id={fieldId('prepaidServiceCallFees')}
        label={m.order_prepaid_calls()}
        value={String(count)}
        onChange={(value) => updateDraft((draft) => ({ ...draft, prepaidServiceCallFees: Number(value) }))}
        choices={Array.from({ length: PREPAID_SERVICE_CALLS_MAX + 1 }, (_, calls) => ({
          value: String(calls),
          label: calls === 0 ? m.order_prepaid_none() : `${calls} × ${money(fee, 0)} = ${money(calls * fee, 0)}`,
        }))}
      />
      {buyersCredit > 0 && (
        <p className="order-fact">
          {fromCredit > 0 && count === fromCredit ? (
            <RichMessage
              parts={m.order_buyers_credit_applied.parts({ amount: money(buyersCredit, 2) })}
              markup={strong}
            />
          ) : (
            <RichMessage parts={m.order_buyers_credit.parts({ amount: money(buyersCredit, 2) })} markup={strong} />
          )}
          {fromCredit > 0 && count !== fromCredit && (
            <>
              {' '}
              <button
                type="button"
                className="ui-link-button"
                onClick={() => updateDraft((draft) => ({ ...draft, prepaidServiceCallFees: fromCredit }))}
              >
                {m.order_buyers_credit_apply({ count: fromCredit })}
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}

export function OptionsStep({
  offer,
  addons,
  coverageLength,
  selectedServiceCallPriceId,
  coupon,
  monthlyPrices,
  onLimits,
  autoRenew,
  prepaidServiceCallFees,
  credit,
  shouldUseCredit,
  buyersCredit,
  keptPaymentType = null,
}: {
  /** An upgrade: how its plan is paid; its coverage length is then kept, shown but not chosen. */
  keptPaymentType?: OrderPaymentType | null;
  prepaidServiceCallFees: number;
  /** A renewal's or upgrade's contract credit; 0 when there is none. */
  credit: number;
  shouldUseCredit: boolean;
  buyersCredit: number;
  /** Homeowner orders may renew themselves each year; null hides it. */
  autoRenew: boolean | null;
  offer: Offer | null;
  addons: readonly { salesItemId: string; quantity: number }[];
  coverageLength: number;
  selectedServiceCallPriceId: string | null;
  coupon: DraftCoupon | null;
  monthlyPrices: boolean;
  onLimits: ((target: LimitsTarget) => void) | undefined;
}) {
  if (!offer) return <p className="order-note">{m.order_options_need_plan()}</p>;
  const optional = offer.coverages
    .filter((coverage) => coverage.isOptional)
    .sort((a, b) => a.description.localeCompare(b.description));
  const prices = offer.serviceCallPrices;
  const chosenFee =
    prices.find((price) => price.id === selectedServiceCallPriceId)?.fee ??
    cheapestServiceCallPrice(prices.map((price) => ({ ...price, feeCents: Math.round(price.fee * 100) })))?.fee ??
    null;
  return (
    <>
      <h3 className="order-subheading">{m.order_addons()}</h3>
      {optional.length === 0 ? (
        <p className="order-muted">{m.order_addons_none()}</p>
      ) : (
        <ul className="addon-list">
          {optional.map((coverage) => (
            <AddonRow
              key={coverage.id}
              coverage={coverage}
              quantity={addons.find((line) => line.salesItemId === coverage.id)?.quantity ?? 0}
              included={offer.includedAddonIds.includes(coverage.id)}
              monthlyPrices={monthlyPrices}
              onLimits={onLimits}
            />
          ))}
        </ul>
      )}
      <h3 className="order-subheading">{m.order_options()}</h3>
      {keptPaymentType ? (
        <KeptTerm label={m.order_coverage_length()} value={yearsText(coverageLength)} paymentType={keptPaymentType} />
      ) : (
        <SelectField
          id={fieldId('coverageLength')}
          label={m.order_coverage_length()}
          value={String(coverageLength)}
          onChange={(value) => updateDraft((draft) => ({ ...draft, coverageLength: Number(value) }))}
          choices={Array.from({ length: COVERAGE_LENGTH_MAX }, (_, index) => ({
            value: String(index + 1),
            label: yearsText(index + 1),
          }))}
        />
      )}
      {prices.length === 1 && prices[0] && (
        <p className="order-fact">
          <RichMessage parts={m.order_service_fee_fact.parts({ fee: money(prices[0].fee, 0) })} markup={strong} />
        </p>
      )}
      {prices.length > 1 && (
        <RadioGroup
          id={fieldId('serviceCallPrice')}
          name="serviceCallPrice"
          legend={m.order_service_fee()}
          value={selectedServiceCallPriceId ?? ''}
          onChange={(id) => {
            const price = prices.find((candidate) => candidate.id === id);
            if (price)
              updateDraft((draft) => ({ ...draft, selectedServiceCallPrice: { id: price.id, fee: price.fee } }));
          }}
          choices={[...prices]
            .sort((a, b) => a.fee - b.fee)
            .map((price) => ({
              value: price.id,
              label:
                price.priceOffset === 0
                  ? money(price.fee, 0)
                  : m.order_service_fee_offset({
                      fee: money(price.fee, 0),
                      offset: `${price.priceOffset > 0 ? '+' : '−'}${money(Math.abs(price.priceOffset), 0)}`,
                    }),
            }))}
        />
      )}
      {chosenFee !== null && (
        <PrepaidServiceCalls count={prepaidServiceCallFees} fee={chosenFee} buyersCredit={buyersCredit} />
      )}
      {credit > 0 && <CreditChoice credit={credit} shouldUseCredit={shouldUseCredit} />}
      {autoRenew !== null && (
        <CheckboxField
          id={fieldId('isAutoRenew')}
          label={m.order_auto_renew()}
          checked={autoRenew}
          onChange={(event) => {
            const isAutoRenew = event.currentTarget.checked;
            updateDraft((draft) => ({ ...draft, isAutoRenew }));
          }}
        />
      )}
      <CouponField coupon={coupon} />
    </>
  );
}
