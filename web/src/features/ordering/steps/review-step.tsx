/** Review: everything the order says, each part with a way back to its step, the price, and Place Order. */
import type { Offer, PropertyType } from '@hw/shared';
import type { ReactNode } from 'react';
import { money } from '#web/lib/format.ts';
import { CheckboxField } from '#web/ui/index.ts';
import { isRealEstate, type OrderDraft } from '../draft.ts';
import { fieldId } from '../form-values.ts';
import { isCardPayment } from '../order-body.ts';
import { PARTNER_LABELS } from '../partner-search-dialog.tsx';
import { BreakdownItems, dueAmount, dueLabel, priceFigures } from '../price-summary.tsx';
import type { StepKey } from '../validation.ts';
import { ORDERING_PARTY_CHOICES } from './contacts-step.tsx';
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
          Edit<span className="visually-hidden"> {title}</span>
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
    description: offer?.coverages.find((coverage) => coverage.id === line.salesItemId)?.description ?? 'Add-on',
  }));
  const figures = draft.priceBreakdown ? priceFigures(draft.priceBreakdown, draft.payment.type, current) : null;
  const card = isCardPayment(draft.payment.type);
  const party = ORDERING_PARTY_CHOICES.find((choice) => choice.value === draft.orderingPartyType)?.label;
  return (
    <>
      <Part title="Property" step="property" onEdit={onEdit}>
        <p>
          {address.streetAddress}
          {address.unit && `, ${address.unit}`}
          <br />
          {address.city}, {address.state} {address.zipCode}
          <br />
          {dwelling}
        </p>
      </Part>
      <Part title="Plan" step="options" onEdit={onEdit}>
        <p>
          <strong>{offer?.name ?? 'No plan chosen'}</strong> · {draft.coverageLength}{' '}
          {draft.coverageLength === 1 ? 'year' : 'years'}
          {draft.selectedServiceCallPrice && ` · ${money(draft.selectedServiceCallPrice.fee, 0)} service call fee`}
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
        {draft.coupon?.contractCouponId && <p>Coupon {draft.coupon.couponCode}</p>}
      </Part>
      <Part title={realEstate ? 'Buyer' : 'Owner'} step="contacts" onEdit={onEdit}>
        <p>
          {draft.owner.firstName} {draft.owner.lastName}
          <br />
          {draft.owner.email}
          <br />
          {draft.owner.phone}
          {party && (
            <>
              <br />
              Ordered by: {party}
            </>
          )}
        </p>
      </Part>
      {realEstate && (
        <Part title="Partners" step="partners" onEdit={onEdit}>
          <ul>
            {Object.entries(draft.selectedPartners).flatMap(([role, partner]) =>
              partner
                ? [<li key={role}>{`${PARTNER_LABELS[role as keyof typeof PARTNER_LABELS]}: ${partner.name}`}</li>]
                : [],
            )}
            {draft.estimatedCloseDate && <li>Estimated close date: {draft.estimatedCloseDate}</li>}
          </ul>
        </Part>
      )}
      <Part title="Payment" step="payment" onEdit={onEdit}>
        <p>
          {PAYMENT_LABELS[draft.payment.type]}
          {card && cardLastFour && ` · card ending ${cardLastFour}`}
        </p>
      </Part>
      <section className="review-part" id={fieldId('price')} tabIndex={-1}>
        <h3>Price</h3>
        {draft.priceBreakdown && figures ? (
          <>
            <BreakdownItems breakdown={draft.priceBreakdown} />
            <dl className="price-totals">
              <div>
                <dt>Total</dt>
                <dd>{money(figures.total, 2)}</dd>
              </div>
              <div>
                <dt>Monthly total</dt>
                <dd>{money(figures.monthlyTotal, 2)}</dd>
              </div>
              <div className="price-totals__due">
                <dt>{dueLabel(figures, card)}</dt>
                <dd>{dueAmount(figures, card)}</dd>
              </div>
            </dl>
          </>
        ) : (
          <p className="order-muted">The price appears here once a plan is chosen.</p>
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
          label={
            <>
              I agree to the{' '}
              <a href="/terms-of-use" target="_blank" rel="noopener">
                terms and conditions
              </a>{' '}
              and the{' '}
              <a href="/sample-contract" target="_blank" rel="noopener">
                sample contract
              </a>
              .
            </>
          }
        />
        {termsError && (
          <p className="order-error" id={`${fieldId('terms')}-error`}>
            {termsError}
          </p>
        )}
      </div>
      {submit.declined && (
        <div className="order-alert" role="alert">
          <strong>Your card was declined.</strong> Nothing was ordered and nothing was charged. Please enter another
          card, then place the order again.{' '}
          <button type="button" className="ui-link-button" onClick={() => onEdit('payment')}>
            Enter another card
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
        {submit.busy ? 'Placing your order…' : 'Place Order'}
      </button>
    </>
  );
}
