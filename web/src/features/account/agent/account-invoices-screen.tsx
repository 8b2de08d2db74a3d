/**
 * /account#accountInvoices (agents): the invoices of the agent's orders with their details, each unpaid one
 * payable by card (POST /account/invoices takes the agent's or the owner's saved card, or a new one). The
 * agent's saved cards follow.
 */
import type { AuthUser } from '@hw/shared';
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
        title="Invoices"
        empty={
          contractIds?.length === 0
            ? 'You have no orders yet, so there are no invoices. Invoices of the orders you place show here.'
            : 'There are no invoices for your orders yet.'
        }
      />
      <PaymentMethods user={user} />
    </>
  );
}
