/**
 * /escrow-invoice/{invoiceId}?t={token}: the public page where the escrow or title officer pays an invoice due at
 * closing, opened from the link mailed with it. No sign-in: the link's token is the key, and a link without a valid
 * one shows the not-found page.
 */
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { escrowInvoicePage } from '#web/features/escrow-invoices/index.ts';
import { NotFoundPage } from '#web/features/site/index.ts';
import { LinkToken, searchParams } from '#web/lib/search-params.ts';
import { preloaded } from './preloaded.tsx';
import { rootRoute } from './root.tsx';

const EscrowInvoicePage = lazyRouteComponent(escrowInvoicePage, 'EscrowInvoicePage');

/** `?t=` is the mailed link's key. */
const EscrowInvoiceSearch = { t: LinkToken };

export const escrowInvoiceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/escrow-invoice/$invoiceId',
  validateSearch: searchParams(EscrowInvoiceSearch),
  component: preloaded(function EscrowInvoice() {
    const { invoiceId } = escrowInvoiceRoute.useParams();
    const { t } = escrowInvoiceRoute.useSearch();
    return <EscrowInvoicePage invoiceId={invoiceId} token={t} notFound={<NotFoundPage />} />;
  }, EscrowInvoicePage),
});
