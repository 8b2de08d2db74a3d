/**
 * /account#invoices (homeowners): failed payments on top with a Pay button, then the invoices of the
 * user's plans (past due marked), then the payment methods. Payment methods live here, beside what they
 * pay, rather than under a key of their own (the account menu has no key for them).
 */
import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useAccount } from '#web/lib/account/get-account.ts';
import { FailedPayments } from './failed-payments.tsx';
import { InvoiceList } from './invoice-list.tsx';
import { PaymentMethods } from './payment-methods.tsx';

export function InvoicesScreen({ user }: { user: AuthUser }) {
  const account = useAccount();
  const contractIds = account.data?.contracts.map((contract) => contract.contractId);
  return (
    <>
      <FailedPayments user={user} />
      <InvoiceList
        user={user}
        contractIds={contractIds}
        payable
        title={m.account_menu_invoices()}
        empty={contractIds?.length === 0 ? m.account_invoices_no_plans() : m.account_invoices_none()}
      />
      <PaymentMethods user={user} />
    </>
  );
}
