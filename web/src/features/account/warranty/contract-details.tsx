/**
 * A plan's details (GET /account/contract/{id}) and coverage (GET /account/contract/coverage/{id}): term,
 * service call fee, owner, the price items, what is covered and the add-ons, with the limits and exclusions
 * of the plan and of each item (only while their feature flag is on). Renewal and the card that pays show with
 * the plan's money (plan-money.tsx).
 */
import type { ContractCoverage } from '@hw/shared';
import { useState } from 'react';
import { useContract } from '#web/lib/account/get-contract.ts';
import { useShowsLimits } from '#web/lib/feature-flags.ts';
import { money } from '#web/lib/format.ts';
import { LimitsDialog, type LimitsTarget } from '#web/ui/limits-dialog.tsx';
import { useContractCoverage } from '../api/get-contract-coverage.ts';

type Item = ContractCoverage['covered'][number];

function CoverageList({
  title,
  items,
  onLimits,
}: {
  title: string;
  items: readonly Item[];
  onLimits: ((target: LimitsTarget) => void) | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className="account-subheading">{title}</h4>
      <ul className="account-coverage">
        {items.map((item) => (
          <li key={item.salesItemId}>
            <span>
              {item.description}
              {item.quantity && item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
            {onLimits && item.salesItemCoverageId && (
              <button
                type="button"
                className="ui-link-button"
                aria-label={`Limits and exclusions of ${item.description}`}
                onClick={() => onLimits({ coverageId: item.salesItemCoverageId ?? '', name: item.description })}
              >
                Limits
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ContractDetails({ contractId, stateCode }: { contractId: string; stateCode: string }) {
  const detail = useContract(contractId);
  const coverage = useContractCoverage(contractId);
  const showsLimits = useShowsLimits();
  const [limits, setLimits] = useState<LimitsTarget | null>(null);
  const data = detail.data;
  const onLimits = showsLimits ? setLimits : undefined;
  const planCoverageId = coverage.data?.salesItemCoverageId;

  return (
    <div className="contract-details">
      {(detail.isPending || coverage.isPending) && <p className="account-muted">Loading the plan details…</p>}
      {detail.isError && !data && (
        <p className="account-muted">The plan details could not be loaded. Please try again.</p>
      )}
      {data && (
        <dl className="account-details account-details--compact">
          <div>
            <dt>Term</dt>
            <dd>
              {data.coverageLengthYears} year{data.coverageLengthYears === 1 ? '' : 's'}
            </dd>
          </div>
          <div>
            <dt>Service call fee</dt>
            <dd>{money(data.serviceCallFee)}</dd>
          </div>
          <div>
            <dt>Owner</dt>
            <dd>
              {data.owner.firstName} {data.owner.lastName}
            </dd>
          </div>
        </dl>
      )}
      {data && data.priceItems.length > 0 && (
        <>
          <h4 className="account-subheading">Price</h4>
          <ul className="account-coverage">
            {data.priceItems.map((item) => (
              <li key={`${item.type}-${item.description}`}>
                <span>
                  {item.description}
                  {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                </span>
                <span>{money(item.cost)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {coverage.isError && !coverage.data && (
        <p className="account-muted">The coverage could not be loaded. Please try again.</p>
      )}
      {coverage.data && (
        <>
          <CoverageList title="Covered" items={coverage.data.covered} onLimits={onLimits} />
          <CoverageList title="Add-ons" items={coverage.data.addons} onLimits={onLimits} />
          {coverage.data.addons.length === 0 && <p className="account-muted">No add-ons on this plan.</p>}
          {onLimits && planCoverageId && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onLimits({ coverageId: planCoverageId, name: coverage.data.planName })}
            >
              Plan Limits and Exclusions
            </button>
          )}
        </>
      )}
      {limits && <LimitsDialog target={limits} stateCode={stateCode} onClose={() => setLimits(null)} />}
    </div>
  );
}
