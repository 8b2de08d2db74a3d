/** Review: everything the order says, each part with a way back to its step, the price, and Place Order. */
import type { Offer, PropertyType } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';
import { money } from '#web/lib/format.ts';
import { localHref, pageLocale, RichMessage } from '#web/lib/i18n/index.ts';
import { CheckboxField } from '#web/ui/index.ts';
import { isRealEstate, type OrderDraft, routeValueOf } from '../draft.ts';
import { fieldId } from '../form-values.ts';
import { isCardPayment } from '../order-body.ts';
import { PARTNER_LABELS } from '../partner-search-dialog.tsx';
import { BreakdownItems, PriceTotals, priceFigures } from '../price-summary.tsx';
import type { StepKey } from '../validation.ts';
import { orderingPartyChoices } from './contacts-step.tsx';
import { yearsText } from './kept-terms.tsx';
import { PAYMENT_LABELS } from './payment-step.tsx';

export interface SubmitState {
  busy: boolean;
  /** The card was declined (402): said plainly, the form stays. */
  declined: boolean;
  /** Any other failure, in plain words. */
  error: string | null;
}

function Part({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: StepKey;
  onEdit: (step: StepKey) => void;
  children: ReactNode;
}) {
  return (
    <section className="review-part">
      <div className="review-part__head">
        <h3>{title}</h3>
        <button type="button" className="ui-link-button" onClick={() => onEdit(step)}>
          <RichMessage
            parts={m.order_review_edit.parts({ part: title })}
            markup={{ hidden: (children) => <span className="visually-hidden">{children}</span> }}
          />
        </button>
      </div>
      {children}
    </section>
  );
}

export function ReviewStep({
  draft,
  offer,
  propertyTypes,
  cardLastFour,
  current,
  onEdit,
  submit,
  blockedReason,
  agreedToTerms,
  onAgreedToTerms,
  termsError,
}: {
  draft: OrderDraft;
  offer: Offer | null;
  propertyTypes: readonly PropertyType[];
  cardLastFour: string;
  current: OrderDraft['priceBreakdown'];
  onEdit: (step: StepKey) => void;
  submit: SubmitState;
  /** Why Place Order is off (offline, price updating), or null. */
  blockedReason: string | null;
  agreedToTerms: boolean;
  onAgreedToTerms: (agreed: boolean) => void;
  termsError: string | undefined;
}) {
  const { address } = draft.property;
  const realEstate = isRealEstate(draft);
  const dwelling = propertyTypes.find((type) => type.dwellingTypeId === draft.property.dwellingTypeId)?.description;
  const addons = draft.addons.map((line) => ({
    ...line,
    description:
      offer?.coverages.find((coverage) => coverage.id === line.salesItemId)?.description ?? m.order_review_addon(),
  }));
  const figures = draft.priceBreakdown ? priceFigures(draft.priceBreakdown, draft.payment.type, current) : null;
  const card = isCardPayment(draft.payment.type);
  const party = orderingPartyChoices().find((choice) => choice.value === draft.orderingPartyType)?.label;
  return (
    <>
      <Part title={m.order_step_property()} step="property" onEdit={onEdit}>
        <p>
          {address.streetAddress}
          {address.unit && `, ${address.unit}`}
          <br />
          {address.city}, {address.state} {address.zipCode}
          <br />
          {dwelling}
        </p>
      </Part>
      <Part title={m.order_step_plan()} step="options" onEdit={onEdit}>
        <p>
          <strong>{offer?.name ?? m.order_review_no_plan()}</strong> · {yearsText(draft.coverageLength)}
          {draft.selectedServiceCallPrice &&
            ` · ${m.order_review_service_fee({ fee: money(draft.selectedServiceCallPrice.fee, 0) })}`}
        </p>
        {addons.length > 0 && (
          <ul>
            {addons.map((line) => (
              <li key={line.salesItemId}>
                {line.description}
                {line.quantity > 1 && ` × ${line.quantity}`}
              </li>
            ))}
          </ul>
        )}
        {draft.coupon?.contractCouponId && <p>{m.order_review_coupon({ code: draft.coupon.couponCode })}</p>}
      </Part>
      <Part
        title={
          !realEstate
            ? m.order_review_owner()
            : draft.isListingCoverage
              ? m.order_review_seller()
              : m.order_review_buyer()
        }
        step="contacts"
        onEdit={onEdit}
      >
        <p>
          {draft.owner.firstName} {draft.owner.lastName}
          <br />
          {draft.owner.email}
          <br />
          {draft.owner.phone}
          {party && (
            <>
              <br />
              {m.order_review_ordered_by({ party })}
            </>
          )}
        </p>
      </Part>
      {realEstate && (
        <Part title={m.order_step_partners()} step="partners" onEdit={onEdit}>
          <ul>
            {Object.entries(draft.selectedPartners).flatMap(([role, partner]) =>
              partner
                ? [<li key={role}>{`${PARTNER_LABELS[role as keyof typeof PARTNER_LABELS]()}: ${partner.name}`}</li>]
                : [],
            )}
            {draft.estimatedCloseDate && <li>{m.order_review_close_date({ date: draft.estimatedCloseDate })}</li>}
          </ul>
        </Part>
      )}
      <Part title={m.order_step_payment()} step="payment" onEdit={onEdit}>
        <p>
          {PAYMENT_LABELS[draft.payment.type]()}
          {card && cardLastFour && ` · ${m.order_review_card_ending({ lastFour: cardLastFour })}`}
        </p>
      </Part>
      <section className="review-part" id={fieldId('price')} tabIndex={-1}>
        <h3>{m.order_review_price()}</h3>
        {draft.priceBreakdown && figures ? (
          <>
            <BreakdownItems breakdown={draft.priceBreakdown} />
            <PriceTotals figures={figures} card={card} monthly />
          </>
        ) : (
          <p className="order-muted">{m.order_review_price_later()}</p>
        )}
      </section>
      <div className={termsError ? 'order-terms ui-field--error' : 'order-terms'}>
        <CheckboxField
          id={fieldId('terms')}
          checked={agreedToTerms}
          required
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? `${fieldId('terms')}-error` : undefined}
          onChange={(event) => onAgreedToTerms(event.target.checked)}
          label={m.order_terms_agree()}
        />
        {/* The documents are linked beside the box, not inside its label: a tap on the words ticks the box. */}
        <p className="order-terms__read">
          <RichMessage
            parts={m.order_terms_read.parts()}
            markup={{
              terms: (children) => (
                <a href={localHref('/terms-of-use')} target="_blank" rel="noopener">
                  {children}
                </a>
              ),
              // The sample contract of this plan type in the home's state (its text is in English only).
              contract: (children) => (
                <a
                  href={localHref(`/sample-contract/${routeValueOf(draft)}/${address.state || 'AZ'}`)}
                  target="_blank"
                  rel="noopener"
                >
                  {children}
                </a>
              ),
            }}
          />
        </p>
        {pageLocale() !== 'en' && <p className="ui-field__hint">{m.order_terms_english()}</p>}
        {termsError && (
          <p className="order-error" id={`${fieldId('terms')}-error`} role="alert">
            {termsError}
          </p>
        )}
      </div>
      {submit.declined && (
        <div className="order-alert" role="alert">
          <RichMessage
            parts={m.order_declined.parts()}
            markup={{ strong: (children) => <strong>{children}</strong> }}
          />{' '}
          <button type="button" className="ui-link-button" onClick={() => onEdit('payment')}>
            {m.order_enter_another_card()}
          </button>
        </div>
      )}
      {submit.error && (
        <div className="order-alert" role="alert">
          {submit.error}
        </div>
      )}
      {blockedReason && (
        <p className="order-offline" role="status">
          {blockedReason}
        </p>
      )}
      <button
        type="submit"
        className="button button--accent button--large order-place"
        disabled={submit.busy || Boolean(blockedReason)}
      >
        {submit.busy ? m.order_placing() : m.order_place()}
      </button>
    </>
  );
}
