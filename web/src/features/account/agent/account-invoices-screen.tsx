/**
 * /account#accountInvoices (agents): the invoices of the agent's orders with their details, each unpaid one
 * payable by card (POST /account/invoices takes the agent's or the owner's saved card, or a new one). The
 * agent's saved cards follow.
 */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useAgentOrders } from '../api/get-agent-orders.ts';
import { InvoiceList } from '../billing/invoice-list.tsx';
import { PaymentMethods } from '../billing/payment-methods.tsx';

export function AccountInvoicesScreen({ user }: { user: AuthUser }) {
  const orders = useAgentOrders();
  const contractIds = orders.data?.map((order) => order.contractId);
  return (
    <>
      <InvoiceList
        user={user}
        contractIds={contractIds}
        payable
        title={m.account_menu_invoices()}
        empty={contractIds?.length === 0 ? m.account_agent_invoices_no_orders() : m.account_agent_invoices_none()}
      />
      <PaymentMethods user={user} />
    </>
  );
}
