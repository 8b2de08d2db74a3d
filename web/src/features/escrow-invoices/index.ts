/** Escrow invoices: the officer's public page where an invoice due at closing is seen and paid by card. */
/** The page, loaded with its route. */
export const escrowInvoicePage = () => import('./escrow-invoice-page.tsx');
