/** One plan as a card: its name and class (Active, Upcoming, Closing soon, or its status), address, dates and price. */
import type { ContractClass, ContractSummary } from '@hw/shared';
import { classifyContract, classLabel } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { ReactNode } from 'react';
import { day, money } from '#web/lib/format.ts';
import { addressLine } from './format.ts';

function coverageDates(contract: ContractSummary): string {
  const from = day(contract.effectiveDate);
  const to = day(contract.expireDate);
  if (from && to) return m.account_contract_dates({ start: from, end: to });
  const closing = day(contract.estimatedClosingDate);
  return closing
    ? m.account_contract_starts_at_closing_estimated({ date: closing })
    : m.account_contract_starts_at_closing();
}

export function price(contract: ContractSummary): string {
  if (contract.paymentType === 'monthly')
    return m.account_contract_price_monthly({ amount: money(contract.monthlyTotal) });
  const amount = money(contract.total);
  return contract.paymentType === 'escrow' ? m.account_contract_price_at_closing({ amount }) : amount;
}

const CLASS_LABELS: Record<Exclude<ContractClass, 'other'>, () => string> = {
  active: m.account_contract_class_active,
  upcoming: m.account_contract_class_upcoming,
  closingSoon: m.account_contract_class_closing_soon,
};

/** The contract statuses of the data, as people read them; another one is shown as the data writes it. */
const STATUS_LABELS: Record<string, () => string> = {
  Active: m.account_contract_status_active,
  Pending: m.account_contract_status_pending,
  Expired: m.account_contract_status_expired,
  Cancelled: m.account_contract_status_cancelled,
  Suspended: m.account_contract_status_suspended,
};

/** What a badge says (classLabel in @hw/shared), in the page's language. */
export function contractClassLabel(contract: ContractSummary): string {
  const kind = classifyContract(contract);
  if (kind !== 'other') return CLASS_LABELS[kind]();
  return STATUS_LABELS[contract.contractStatus.description]?.() ?? classLabel(contract);
}

export function ContractBadge({ contract }: { contract: ContractSummary }) {
  const kind = classifyContract(contract);
  return <span className={`contract-status contract-status--${kind}`}>{contractClassLabel(contract)}</span>;
}

export function ContractCard({ contract, children }: { contract: ContractSummary; children?: ReactNode }) {
  return (
    <li className="contract-card" data-testid="contract">
      <div className="contract-card__head">
        <h3>{contract.planName}</h3>
        <ContractBadge contract={contract} />
      </div>
      <p className="account-muted">{m.account_contract_number({ policyNumber: contract.policyNumber })}</p>
      <p>{addressLine(contract.address)}</p>
      <dl className="account-details">
        <div>
          <dt>{m.account_contract_coverage()}</dt>
          <dd>{coverageDates(contract)}</dd>
        </div>
        <div>
          <dt>{m.account_contract_price()}</dt>
          <dd>{price(contract)}</dd>
        </div>
      </dl>
      {children}
    </li>
  );
}
