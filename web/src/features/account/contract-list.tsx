/** The contracts the user owns (GET /api/account/user), newest first, on the account's first screen. */
import { type ContractSummary, REAL_ESTATE_PLAN_TYPE_ID } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { DataAge } from '#web/ui/data-age.tsx';
import { useAccount } from './api/get-account.ts';
import './account.css';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const day = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : undefined);
const money = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function coverageDates(contract: ContractSummary): string {
  const from = day(contract.effectiveDate);
  const to = day(contract.expireDate);
  if (from && to) return `${from} – ${to}`;
  const closing = day(contract.estimatedClosingDate);
  return closing ? `Starts at closing (estimated ${closing})` : 'Starts at closing';
}

/** Within this many days of its end (or after it), a contract can be renewed. */
const RENEWAL_WINDOW_DAYS = 60;

function canRenew(contract: ContractSummary, now = Date.now()): boolean {
  if (!contract.expireDate || contract.isListingCoverage) return false;
  const status = contract.contractStatus.description;
  if (status !== 'Active' && status !== 'Expired') return false;
  return new Date(contract.expireDate).getTime() - now <= RENEWAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

function ContractActions({ contract }: { contract: ContractSummary }) {
  const planType = contract.planTypeId === REAL_ESTATE_PLAN_TYPE_ID ? 'realEstate' : 'consumer';
  const search = { contractId: contract.contractId };
  const active = contract.contractStatus.description === 'Active';
  if (!active && !canRenew(contract)) return null;
  return (
    <div className="account-actions">
      {active && (
        <Link to="/order/upgrade/$planType" params={{ planType }} search={search} className="button button--ghost">
          Upgrade
        </Link>
      )}
      {canRenew(contract) && (
        <Link to="/order/renew/$planType" params={{ planType }} search={search} className="button button--primary">
          Renew
        </Link>
      )}
    </div>
  );
}

function ContractCard({ contract }: { contract: ContractSummary }) {
  const { address } = contract;
  const status = contract.contractStatus.description;
  return (
    <li className="contract-card" data-testid="contract">
      <div className="contract-card__head">
        <h3>{contract.planName}</h3>
        <span className={`contract-status contract-status--${status === 'Active' ? 'active' : 'other'}`}>{status}</span>
      </div>
      <p className="account-muted">Contract {contract.policyNumber}</p>
      <p>
        {address.streetAddress}
        {address.unit ? `, ${address.unit}` : ''}, {address.city}, {address.state} {address.zipCode}
      </p>
      <dl className="account-details">
        <div>
          <dt>Coverage</dt>
          <dd>{coverageDates(contract)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {contract.paymentType === 'monthly' ? `${money(contract.monthlyTotal)} a month` : money(contract.total)}
            {contract.paymentType === 'escrow' ? ' (paid at closing)' : ''}
          </dd>
        </div>
      </dl>
      <ContractActions contract={contract} />
    </li>
  );
}

export function ContractList() {
  const query = useAccount();
  const contracts = query.data?.contracts ?? [];
  return (
    <section className="card account-card" aria-labelledby="account-plans-title" aria-busy={query.isPending}>
      <h2 id="account-plans-title">My Plans</h2>
      {query.data && <DataAge updatedAt={query.dataUpdatedAt} refreshFailed={query.isRefetchError} />}
      {query.isError && !query.data && (
        <p className="account-muted">Your plans could not be loaded. Please try again.</p>
      )}
      {query.data && contracts.length === 0 && (
        <p className="account-muted">
          You have no plans yet. <a href="/order/consumer">Order a plan</a>
        </p>
      )}
      {contracts.length > 0 && (
        <ul className="contract-list">
          {contracts.map((contract) => (
            <ContractCard key={contract.contractId} contract={contract} />
          ))}
        </ul>
      )}
    </section>
  );
}
