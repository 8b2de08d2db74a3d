/** A choice among the user's plans (contracts), drawn like the ui kit's fields. */
import type { ContractSummary } from '@hw/shared';

export function PlanSelect({
  id,
  label,
  contracts,
  value,
  onChange,
  noneLabel,
  error,
}: {
  id: string;
  label: string;
  contracts: readonly ContractSummary[];
  value: string;
  onChange: (contractId: string) => void;
  /** Offers "none" first with this label. */
  noneLabel?: string;
  error?: string | undefined;
}) {
  return (
    <div className={error ? 'ui-field ui-field--error' : 'ui-field'}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <select
        id={id}
        className="ui-field__input account-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        title={error}
      >
        {noneLabel !== undefined && <option value="">{noneLabel}</option>}
        {contracts.map((contract) => (
          <option key={contract.contractId} value={contract.contractId}>
            {contract.policyNumber} · {contract.planName} · {contract.address.streetAddress}
          </option>
        ))}
      </select>
    </div>
  );
}
