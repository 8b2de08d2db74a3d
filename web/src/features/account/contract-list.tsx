/** The contracts the user owns (GET /api/account/user), newest first, on the account's first screen. */
import type { ContractSummary } from '@hw/shared';
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
