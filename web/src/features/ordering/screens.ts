/** The ordering screens, loaded when first shown (they bring TanStack Form and the order form's steps). */
export { OrderConfirmationPage } from './confirmation.tsx';
export { OrderPage } from './order-page.tsx';
export { QuickOrderSection } from './quick-order-form.tsx';
