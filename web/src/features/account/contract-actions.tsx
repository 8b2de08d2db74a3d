/** Upgrade (active plans) and Renew (near or after the end of a term) links of a plan. */
import { type ContractSummary, type PlanTypeRouteValue, REAL_ESTATE_PLAN_TYPE_ID, renewalOffered } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Renewable as the server decides (once, active or ended under 30 days ago), and near the end of its term. */
export function canRenew(contract: ContractSummary, now = Date.now()): boolean {
  if (!contract.expireDate) return false;
  const status =
    contract.contractStatus.description === 'Active' ? 'active' : contract.contractStatus.description.toLowerCase();
  return renewalOffered(
    {
      status,
      orderStatus: contract.orderStatus,
      isListingCoverage: contract.isListingCoverage,
      expireDate: new Date(contract.expireDate),
    },
    new Date(now),
  );
}

export const contractPlanType = (contract: ContractSummary): PlanTypeRouteValue =>
  contract.planTypeId === REAL_ESTATE_PLAN_TYPE_ID ? 'realEstate' : 'consumer';

const isActive = (contract: ContractSummary) => contract.contractStatus.description === 'Active';

/**
 * The contract a renewal or upgrade without a named contract is for: the newest one that offers it, else the
 * newest contract (its form says why it cannot go on); none when the user owns no contract.
 */
export function contractToChange(
  kind: 'renew' | 'upgrade',
  contracts: readonly ContractSummary[],
  now = Date.now(),
): ContractSummary | undefined {
  const offers = kind === 'renew' ? (contract: ContractSummary) => canRenew(contract, now) : isActive;
  return contracts.find(offers) ?? contracts[0];
}

/** The links, followed by any further actions (`children`); nothing at all when there is none. */
export function ContractActions({ contract, children }: { contract: ContractSummary; children?: ReactNode }) {
  const planType = contractPlanType(contract);
  const search = { contractId: contract.contractId };
  const active = isActive(contract);
  const renew = canRenew(contract);
  if (!active && !renew && !children) return null;
  return (
    <div className="account-actions">
      {active && (
        <Link to="/order/upgrade/$planType" params={{ planType }} search={search} className="button button--ghost">
          {m.account_contract_upgrade()}
        </Link>
      )}
      {renew && (
        <Link to="/order/renew/$planType" params={{ planType }} search={search} className="button button--primary">
          {m.account_contract_renew()}
        </Link>
      )}
      {children}
    </div>
  );
}
