/** Upgrade (active plans) and Renew (near or after the end of a term) links of a plan. */
import { type ContractSummary, REAL_ESTATE_PLAN_TYPE_ID, renewalOffered } from '@hw/shared';
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

/** The links, followed by any further actions (`children`); nothing at all when there is none. */
export function ContractActions({ contract, children }: { contract: ContractSummary; children?: ReactNode }) {
  const planType = contract.planTypeId === REAL_ESTATE_PLAN_TYPE_ID ? 'realEstate' : 'consumer';
  const search = { contractId: contract.contractId };
  const active = contract.contractStatus.description === 'Active';
  const renew = canRenew(contract);
  if (!active && !renew && !children) return null;
  return (
    <div className="account-actions">
      {active && (
        <Link to="/order/upgrade/$planType" params={{ planType }} search={search} className="button button--ghost">
          Upgrade
        </Link>
      )}
      {renew && (
        <Link to="/order/renew/$planType" params={{ planType }} search={search} className="button button--primary">
          Renew
        </Link>
      )}
      {children}
    </div>
  );
}
