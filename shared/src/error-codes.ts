/**
 * The machine-readable `code` of every error item the API answers; clients branch on
 * it, never on the wording. The status that usually goes with each is in the comment.
 */
export const ERROR_CODES = [
  /** 400: a field breaks the schema or a rule; one entry per bad field. */
  'validation',
  /** 400: the body is not valid JSON. */
  'invalidJson',
  /** 401: no session, or it expired or ended; sign in again. */
  'unauthorized',
  /** 403: signed in, but not allowed to do this. */
  'forbidden',
  /** 404: no such thing (or not the caller's to know about), or no such API path. */
  'notFound',
  /** 409: the ticket changed since the version the change was based on; the body names `currentVersion`. */
  'versionConflict',
  /** 409: a request with the same Idempotency-Key is still being handled; try again later. */
  'inProgress',
  /** 422: the Idempotency-Key was already used for another payload. */
  'idempotencyKeyReused',
  /** 422: the change takes the ticket over its pre-authorized amount ("Change Discount"). */
  'preAuthorizedLimit',
  /** 422: the ticket is closed or waiting for payment and can no longer be changed. */
  'ticketClosed',
  /** 422: the work status asked for is not one the contractor may set now. */
  'workStatusNotAllowed',
  /** 409: the visit event does not follow the visit's latest one (arrived twice, complete before the visit began). */
  'visitOutOfOrder',
  /** 409: the ticket already has a request for a higher pre-authorized amount waiting for a decision. */
  'authorizationPending',
  /** 409: the authorization request was already approved or declined. */
  'authorizationDecided',
  /** 403: the contractor has not accepted the service agreement yet. */
  'agreementRequired',
  /** 413 (414 for an address): the request or file is too large. */
  'tooLarge',
  /** 415: the content type or the kind of file is not accepted. */
  'unsupportedMediaType',
  /** 429: too many sign-in attempts; the Retry-After header says when to try again. */
  'rateLimited',
  /** 429: a public call (a form, a subscription, a card profile) sent too often; Retry-After says when to try again. */
  'tooManyRequests',
  /** 401 on sign-in, 400 for a wrong current password: the credentials are wrong. */
  'invalidCredentials',
  /** 404 on coupon validation: no active coupon with this code for the plan, plan type and state. */
  'couponNotFound',
  /** 422: the property's state is outside the service area ("No Service"). */
  'noService',
  /** 409: the order's price is not the confirmedTotal sent; the body carries the new `priceBreakdown`. */
  'priceChanged',
  /** 402: the card gateway declined the payment; nothing was ordered or charged. */
  'paymentDeclined',
  /** 502: the card gateway could not be reached or failed; nothing was ordered or charged. */
  'paymentGatewayError',
  /** 422: the question flow's answers end at an item or failure the plan does not cover; nothing was filed. */
  'notCovered',
  /** 422: the service request or work order is closed (complete or cancelled) and can no longer change. */
  'serviceRequestClosed',
  /** 409: the visit window was booked meanwhile; the body carries the fresh open `windows`. */
  'slotTaken',
  /** 409: another order changed the contract this one starts from (renewed, upgraded, its credit spent). */
  'contractChanged',
  /** 422: a plan change to the plan and add-ons the contract already has: nothing would change. */
  'notAChange',
  /** 422: a change to a cheaper plan or fewer add-ons, which takes effect at renewal, not now. */
  'downgradeAtRenewal',
  /** 422: the contract has open service requests or work orders; they must be closed or cancelled first. */
  'openServiceRequests',
  /** 422: the account cannot be deleted yet (an open claim or ticket, money owed, a staff account); the message says why. */
  'accountDeletionRefused',
  /** 404: the claim has no decision yet (no diagnosis on its ticket, or no ticket). */
  'noDecision',
  /** 422: cash in lieu may be offered only on a denied claim or one over its plan's limit. */
  'cashInLieuNotOfferable',
  /** 409: the claim already has a cash-in-lieu offer. */
  'cashInLieuOffered',
  /** 404: the claim has no cash-in-lieu offer to answer. */
  'noCashInLieuOffer',
  /** 409: the cash-in-lieu offer was already accepted or declined. */
  'cashInLieuAnswered',
  /** 409: the invoice, or its contract, was cancelled (or the contract expired): it takes no payment. */
  'invoiceCancelled',
  /** 5xx: the server failed or is not ready; try again later. */
  'serverError',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
