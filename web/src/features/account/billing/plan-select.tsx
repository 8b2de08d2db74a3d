/** A choice among the user's plans (contracts), drawn like the ui kit's fields. */
import type { ContractSummary } from '@hw/shared';
import { SelectField } from '#web/ui/index.ts';

export function PlanSelect({
  contracts,
  noneLabel,
  ...props
}: {
  id: string;
  label: string;
  contracts: readonly ContractSummary[];
  value: string;
  onChange: (contractId: string) => void;
  /** Offers "none" first with this label. */
  noneLabel?: string;
}) {
  const choices = contracts.map((contract) => ({
    value: contract.contractId,
    label: `${contract.policyNumber} · ${contract.planName} · ${contract.address.streetAddress}`,
  }));
  return <SelectField {...props} className="account-select" choices={choices} placeholder={noneLabel} />;
}
