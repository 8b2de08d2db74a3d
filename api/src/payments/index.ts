/**
 * Card payments: the gateway, payment intents, the payer's card, premiums, paid writes run once per Idempotency-Key.
 * What other folders use comes from here.
 */
export type {
  ChargeDeclineReason,
  ChargeResult,
  GatewayTransaction,
  PaymentGateway,
  PaymentProfile,
} from './gateway.ts';
export {
  CardPayment,
  chargeWithIntent,
  closeIntent,
  completeIntent,
  giveBackAtGateway,
  giveBackCharge,
  type IntentInput,
  type OpenedIntent,
  openIntents,
  type Payments,
  paymentsOf,
  refundReferenceIdOf,
  requestChargeKey,
} from './intents.ts';
export { InvoiceNotUnpaidError, recordInvoicePayment } from './invoice-payment.ts';
export { carryMandate, endMandates, mandatedCardIds, mandatedCards, mandateOf, recordMandate } from './mandates.ts';
export { cardPaymentMessages, chargeForRequest, payInvoicesByCard } from './pay-invoices.ts';
export {
  allowSavedCardUse,
  type CardCharge,
  checkoutProfileOf,
  payerCard,
  requireSavedCardUse,
  TAKES_STAFF_REASON,
} from './payer-card.ts';
export { gatewayFailure, paymentGatewayPlugin } from './plugin.ts';
export { type Premium, premiumsOf } from './premiums.ts';
export { mailRefund } from './refund-mail.ts';
export { paymentRoutes } from './routes.ts';
export { runPaidWrite } from './run-once.ts';
export { webhookRoutes } from './webhooks.ts';
