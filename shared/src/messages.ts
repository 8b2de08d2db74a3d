/**
 * The message catalogue of the app and the public site: every user-facing message, word for word, in each
 * language (shared/i18n/messages/common). A message is read when it is shown, in the reader's language.
 * Each group is a module of its own (messages/), read through the `messages` namespace (`messages.login.title`):
 * a page's code carries only the groups it reads, and each group travels with the screens that read it.
 */

export { article } from './messages/article.ts';
export { brochure } from './messages/brochure.ts';
export { changePassword } from './messages/change-password.ts';
export { chat } from './messages/chat.ts';
export { contact } from './messages/contact.ts';
export { convert } from './messages/convert.ts';
export { coupon } from './messages/coupon.ts';
export { defaultPaymentMethod } from './messages/default-payment-method.ts';
export { dispatch } from './messages/dispatch.ts';
export { featureFlags } from './messages/feature-flags.ts';
export { fileUpload } from './messages/file-upload.ts';
export { forgotPassword } from './messages/forgot-password.ts';
export { forms } from './messages/forms.ts';
export { geolocation } from './messages/geolocation.ts';
export { impersonation } from './messages/impersonation.ts';
export { initialization } from './messages/initialization.ts';
export { login } from './messages/login.ts';
export { merge } from './messages/merge.ts';
export { newsletter } from './messages/newsletter.ts';
export { noService } from './messages/no-service.ts';
export { notFound } from './messages/not-found.ts';
export { orderComplete } from './messages/order-complete.ts';
export { partner } from './messages/partner.ts';
export { payment } from './messages/payment.ts';
export { quickOrder } from './messages/quick-order.ts';
export { quote } from './messages/quote.ts';
export { serviceRequest } from './messages/service-request.ts';
export { statusUpdate } from './messages/status-update.ts';
export { streemSignup } from './messages/streem-signup.ts';
export { textOptIn } from './messages/text-opt-in.ts';
export { transport } from './messages/transport.ts';
export { update } from './messages/update.ts';
