/**
 * The ordering screens, loaded when first shown (they bring TanStack Form, the order form's steps and the
 * offline queue). The quick order section of the home buyers page loads on its own (quick-order-form.tsx).
 */
export { ConfirmOwnerPage } from './confirm-owner-page.tsx';
export { OrderConfirmationPage } from './confirmation.tsx';
export { OrderPage } from './order-page.tsx';
