/**
 * What needs the user's attention, on the account's first screen: failed and past due payments and notices
 * for homeowners, orders closing soon for agents. Nothing shows when nothing needs attention.
 */
import { type AuthUser, classifyContract, REAL_ESTATE_USER_TYPES } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAccount } from '#web/lib/account/get-account.ts';
import { money } from '#web/lib/format.ts';
import { useAgentOrders } from './api/get-agent-orders.ts';
import { useFailedPayments } from './api/get-failed-payments.ts';
import { useInvoices } from './api/get-invoices.ts';
import { useNotices } from './api/get-notices.ts';
import { amountOwed } from './invoice-rules.ts';
import './account.css';

function Glance({ items }: { items: { key: string; text: string; link: ReactNode }[] }) {
  if (items.length === 0) return null;
  return (
    <section className="card account-card account-card--alert" aria-labelledby="account-glance-title">
      <h2 id="account-glance-title">{m.account_glance_title()}</h2>
      <ul className="account-glance">
        {items.map((item) => (
          <li key={item.key}>
            <span>{item.text}</span>
            {item.link}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HomeownerGlance({ user }: { user: AuthUser }) {
  const account = useAccount();
  const invoices = useInvoices(account.data?.contracts.map((contract) => contract.contractId));
  const failed = useFailedPayments();
  const notices = useNotices(user.userId);
  const pastDue = (invoices.data ?? []).filter((invoice) => invoice.status === 'unpaid' && invoice.isPastDue);
  const items = [];
  if (pastDue.length > 0 || (failed.data?.length ?? 0) > 0) {
    const count = Math.max(pastDue.length, failed.data?.length ?? 0);
    items.push({
      key: 'pay',
      text: m.account_glance_past_due({ count, amount: money(amountOwed(pastDue)) }),
      link: (
        <Link to="/account" hash="invoices" className="button button--primary">
          {m.account_glance_pay_now()}
        </Link>
      ),
    });
  }
  if ((notices.data?.length ?? 0) > 0) {
    items.push({
      key: 'notices',
      text: m.account_glance_notices({ count: notices.data?.length ?? 0 }),
      link: (
        <Link to="/account" hash="notices" className="button button--ghost">
          {m.account_glance_read_notices()}
        </Link>
      ),
    });
  }
  return <Glance items={items} />;
}

function AgentGlance() {
  const orders = useAgentOrders();
  const closing = (orders.data ?? []).filter((order) => classifyContract(order) === 'closingSoon');
  const owed = (orders.data ?? []).filter((order) => order.amountDue > 0 && classifyContract(order) !== 'other');
  const items = [];
  if (closing.length > 0) {
    items.push({
      key: 'closing',
      text: m.account_glance_closing({ count: closing.length }),
      link: (
        <Link to="/account" hash="orders" className="button button--primary">
          {m.account_glance_see_orders()}
        </Link>
      ),
    });
  }
  if (owed.length > 0 && closing.length === 0) {
    items.push({
      key: 'owed',
      text: m.account_glance_owed({ count: owed.length }),
      link: (
        <Link to="/account" hash="orders" className="button button--ghost">
          {m.account_glance_see_orders()}
        </Link>
      ),
    });
  }
  return <Glance items={items} />;
}

export function AccountGlance({ user }: { user: AuthUser }) {
  return REAL_ESTATE_USER_TYPES.includes(user.userType) ? <AgentGlance /> : <HomeownerGlance user={user} />;
}
