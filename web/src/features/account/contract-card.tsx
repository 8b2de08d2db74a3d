/** One plan as a card: its name and class (Active, Upcoming, Closing soon, or its status), address, dates and price. */
import type { ContractSummary } from '@hw/shared';
import { classifyContract, classLabel } from '@hw/shared';
import type { ReactNode } from 'react';
import { day, money } from '#web/lib/format.ts';
import { addressLine } from './format.ts';

function coverageDates(contract: ContractSummary): string {
  const from = day(contract.effectiveDate);
  const to = day(contract.expireDate);
  if (from && to) return `${from} – ${to}`;
  const closing = day(contract.estimatedClosingDate);
  return closing ? `Starts at closing (estimated ${closing})` : 'Starts at closing';
}

export function price(contract: ContractSummary): string {
  const amount = contract.paymentType === 'monthly' ? `${money(contract.monthlyTotal)} a month` : money(contract.total);
  return `${amount}${contract.paymentType === 'escrow' ? ' (paid at closing)' : ''}`;
}

export function ContractBadge({ contract }: { contract: ContractSummary }) {
  const kind = classifyContract(contract);
  return <span className={`contract-status contract-status--${kind}`}>{classLabel(contract)}</span>;
}

export function ContractCard({ contract, children }: { contract: ContractSummary; children?: ReactNode }) {
  return (
    <li className="contract-card" data-testid="contract">
      <div className="contract-card__head">
        <h3>{contract.planName}</h3>
        <ContractBadge contract={contract} />
      </div>
      <p className="account-muted">Contract {contract.policyNumber}</p>
      <p>{addressLine(contract.address)}</p>
      <dl className="account-details">
        <div>
          <dt>Coverage</dt>
          <dd>{coverageDates(contract)}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{price(contract)}</dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
