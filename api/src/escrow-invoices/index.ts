/**
 * Invoices of escrow orders: the link, the PDF, the mail to the officer, the routes. What other folders use comes from
 * here.
 */
export { escrowInvoiceLinks } from './link.ts';
export { escrowInvoiceRoutes } from './routes.ts';
export { type EscrowInvoiceMail, sendEscrowInvoice } from './send.ts';
