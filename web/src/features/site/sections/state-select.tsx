/** A choice of the six market states, for the plan comparison and the representatives. */
import { MARKET_STATE_CODES, type MarketStateCode, US_STATES } from '@hw/shared';

export const MARKET_STATES: readonly { stateCode: MarketStateCode; description: string }[] = MARKET_STATE_CODES.map(
  (stateCode) => ({
    stateCode,
    description: US_STATES.find((state) => state.stateCode === stateCode)?.description ?? stateCode,
  }),
);

export const stateName = (stateCode: string): string =>
  US_STATES.find((state) => state.stateCode === stateCode)?.description ?? stateCode;

export function StateSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (stateCode: MarketStateCode) => void;
}) {
  return (
    <div className="mk-select">
      <label htmlFor={id} className="mk-select__label">
        {label}
      </label>
      <select
        id={id}
        className="mk-select__input"
        value={value}
        onChange={(event) => onChange(event.target.value as MarketStateCode)}
      >
        {MARKET_STATES.map((state) => (
          <option key={state.stateCode} value={state.stateCode}>
            {state.description}
          </option>
        ))}
      </select>
    </div>
  );
}
