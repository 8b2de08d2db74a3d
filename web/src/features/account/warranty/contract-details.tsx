/**
 * A plan's details (GET /account/contract/{id}) and coverage (GET /account/contract/coverage/{id}): term,
 * service call fee, owner, the price items, what is covered and the add-ons, with the limits and exclusions
 * of the plan and of each item (only while their feature flag is on). Renewal and the card that pays show with
 * the plan's money (plan-money.tsx).
 */
import type { ContractCoverage } from '@hw/shared';
import { m } from '@hw/shared/i18n';
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
            <span lang="en">
              {item.description}
              {item.quantity && item.quantity > 1 ? ` × ${item.quantity}` : ''}
            </span>
            {onLimits && item.salesItemCoverageId && (
              <button
                type="button"
                className="ui-link-button"
                aria-label={m.account_coverage_limits_label({ item: item.description })}
                onClick={() => onLimits({ coverageId: item.salesItemCoverageId ?? '', name: item.description })}
              >
                {m.account_coverage_limits()}
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
      {(detail.isPending || coverage.isPending) && <p className="account-muted">{m.account_plan_details_loading()}</p>}
      {detail.isError && !data && <p className="account-muted">{m.account_plan_details_load_failure()}</p>}
      {data && (
        <dl className="account-details account-details--compact">
          <div>
            <dt>{m.account_plan_term()}</dt>
            <dd>{m.account_plan_term_years({ count: data.coverageLengthYears })}</dd>
          </div>
          <div>
            <dt>{m.account_sr_fee()}</dt>
            <dd>{money(data.serviceCallFee)}</dd>
          </div>
          <div>
            <dt>{m.account_plan_owner()}</dt>
            <dd>
              {data.owner.firstName} {data.owner.lastName}
            </dd>
          </div>
        </dl>
      )}
      {data && data.priceItems.length > 0 && (
        <>
          <h4 className="account-subheading">{m.account_contract_price()}</h4>
          <ul className="account-coverage">
            {data.priceItems.map((item) => (
              <li key={`${item.type}-${item.description}`}>
                <span lang="en">
                  {item.description}
                  {item.quantity > 1 ? ` × ${item.quantity}` : ''}
                </span>
                <span>{money(item.cost)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {coverage.isError && !coverage.data && <p className="account-muted">{m.account_coverage_load_failure()}</p>}
      {coverage.data && (
        <>
          <CoverageList title={m.account_sr_covered()} items={coverage.data.covered} onLimits={onLimits} />
          <CoverageList title={m.account_coverage_addons()} items={coverage.data.addons} onLimits={onLimits} />
          {coverage.data.addons.length === 0 && <p className="account-muted">{m.account_coverage_no_addons()}</p>}
          {onLimits && planCoverageId && (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onLimits({ coverageId: planCoverageId, name: coverage.data.planName })}
            >
              {m.account_coverage_plan_limits()}
            </button>
          )}
        </>
      )}
      {limits && <LimitsDialog target={limits} stateCode={stateCode} onClose={() => setLimits(null)} />}
    </div>
  );
}
