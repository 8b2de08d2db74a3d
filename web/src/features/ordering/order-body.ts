/**
 * What the draft sends: the pricing part (POST /order/priceBreakdown) and the whole order (POST /order),
 * built with the shared rules (coupon only when validated, billing address left out when it equals the
 * property). The card itself is never part of either: only the gateway's profile ids are, with the token
 * that opened that customer profile (`profileToken`).
 */

import {
  billingAddressToSubmit,
  couponForSubmission,
  type OrderBody,
  type OrderPaymentType,
  PARTNER_ROLES,
  type PriceBreakdownBody,
} from '@hw/shared';
import { pageLocale } from '#web/lib/i18n/index.ts';
import type { CardPayment } from '#web/lib/payments/index.ts';
import { type DraftAddress, isRealEstate, type OrderDraft } from './draft.ts';

export const isCardPayment = (type: OrderPaymentType): boolean => type === 'monthly' || type === 'full';

/** The pricing body, or null while the draft cannot be priced (no plan, state or dwelling type yet). */
export function pricingBody(draft: OrderDraft): Omit<PriceBreakdownBody, 'timestamp'> | null {
  const { address, dwellingTypeId, squareFootage } = draft.property;
  if (!draft.planId || !/^[A-Za-z]{2}$/.test(address.state) || !dwellingTypeId) return null;
  const coupon = couponForSubmission(draft.coupon);
  return {
    planTypeId: draft.planTypeId,
    planId: draft.planId,
    selectedOfferId: draft.selectedOfferId,
    // Only what prices the order: typing the street does not reprice it.
    property: { address: { state: address.state }, dwellingTypeId, squareFootage },
    addons: draft.addons,
    coverageLength: draft.coverageLength,
    coupon: coupon ? { couponCode: coupon.couponCode, contractCouponId: coupon.contractCouponId ?? null } : null,
    selectedServiceCallPrice: draft.selectedServiceCallPrice,
    prepaidServiceCallFees: draft.prepaidServiceCallFees,
    isListingCoverage: draft.isListingCoverage,
    isAutoRenew: draft.isAutoRenew,
    contractId: draft.contractId,
    isUpgrading: draft.isUpgrading,
    isRenewing: draft.isRenewing,
    shouldUseCredit: draft.shouldUseCredit,
    buyersCredit: draft.buyersCredit,
  };
}

/** Equal for two drafts exactly when their prices must be equal: the trigger of a new price request. */
export const pricingKey = (draft: OrderDraft): string | null => {
  const body = pricingBody(draft);
  return body ? JSON.stringify(body) : null;
};

const orderAddress = (address: DraftAddress) => ({
  streetAddress: address.streetAddress.trim(),
  unit: address.unit.trim() || null,
  city: address.city.trim(),
  state: address.state.toUpperCase(),
  zipCode: address.zipCode,
});

const asAddressFields = (address: ReturnType<typeof orderAddress>) => ({ ...address, stateCode: address.state });

/**
 * The order as POST /order takes it. `confirmedTotal` is the total the buyer saw (the stored breakdown's);
 * the server refuses with 409 priceChanged when its own price differs.
 */
export function orderBody(draft: OrderDraft, card: CardPayment | null, timestamp: string): OrderBody | null {
  const pricing = pricingBody(draft);
  if (!pricing || !draft.planId || !draft.priceBreakdown) return null;
  const realEstate = isRealEstate(draft);
  const property = orderAddress(draft.property.address);
  const cardPayment = isCardPayment(draft.payment.type);
  const billing = draft.payment.billingAddressSameAsProperty ? property : orderAddress(draft.payment.billingAddress);
  const billingToSend = cardPayment
    ? billingAddressToSubmit(asAddressFields(billing), asAddressFields(property))
    : undefined;
  const partners = Object.fromEntries(
    PARTNER_ROLES.flatMap((role) => {
      const chosen = draft.selectedPartners[role];
      return chosen ? [[role, { partnerId: chosen.partnerId }]] : [];
    }),
  );
  const seller = draft.seller.firstName.trim() || draft.seller.lastName.trim() ? draft.seller : null;
  const { isOptedInToSms, smsPhoneNumber, wantsWelcomeCall } = draft.contactPreferences;
  return {
    ...pricing,
    timestamp,
    planId: draft.planId,
    property: {
      address: property,
      dwellingTypeId: draft.property.dwellingTypeId,
      squareFootage: pricing.property.squareFootage,
    },
    owner: {
      firstName: draft.owner.firstName.trim(),
      lastName: draft.owner.lastName.trim(),
      email: draft.owner.email.trim(),
      phone: draft.owner.phone,
    },
    ...(draft.marketingSourceId ? { marketingSourceId: draft.marketingSourceId } : {}),
    contactPreferences: {
      isOptedInToSms,
      smsPhoneNumber: isOptedInToSms ? smsPhoneNumber || draft.owner.phone : null,
      wantsWelcomeCall,
      // An account the order makes speaks the language of the page it was placed on.
      preferredLanguage: pageLocale(),
    },
    ...(realEstate
      ? {
          orderingPartyType: draft.orderingPartyType || undefined,
          selectedPartners: partners,
          seller: seller ? { firstName: seller.firstName.trim(), lastName: seller.lastName.trim() } : null,
          estimatedCloseDate: draft.estimatedCloseDate || null,
        }
      : {}),
    ...(draft.payment.type === 'escrow' && draft.payment.escrowOfficer
      ? {
          escrowOfficer: {
            name: draft.payment.escrowOfficer.name.trim(),
            company: draft.payment.escrowOfficer.company.trim(),
            email: draft.payment.escrowOfficer.email.trim(),
          },
        }
      : {}),
    payment: {
      type: draft.payment.type,
      billingAddress: billingToSend
        ? {
            streetAddress: billingToSend.streetAddress,
            unit: billingToSend.unit,
            city: billingToSend.city,
            state: billingToSend.state,
            zipCode: billingToSend.zipCode,
          }
        : null,
      isPayingNow: cardPayment,
      payingParty: draft.payment.payingParty,
      ...(cardPayment && card
        ? {
            authNetProfileId: card.authNetProfileId,
            authNetPaymentProfileId: card.authNetPaymentProfileId,
            profileToken: card.profileToken,
          }
        : {}),
    },
    isRecentPurchase: draft.isRecentPurchase,
    confirmedTotal: draft.priceBreakdown.total,
  };
}

/** The incomplete-order lead: name, address, postal code and first phone. */
export function incompleteOrderLead(draft: OrderDraft) {
  const email = draft.owner.email.trim();
  if (!email || draft.newlyOrderedContractId) return null;
  const { streetAddress, unit, city, state } = draft.property.address;
  const address = [streetAddress, unit, city, state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return {
    email,
    firstName: draft.owner.firstName.trim() || undefined,
    lastName: draft.owner.lastName.trim() || undefined,
    address: address || undefined,
    postalCode: draft.property.address.zipCode || undefined,
    homePhone: draft.owner.phone || undefined,
    type: 'incompleteOrder' as const,
    planTypeId: draft.planTypeId,
  };
}
