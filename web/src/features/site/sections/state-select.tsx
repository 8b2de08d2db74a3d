/** A choice of the six market states, for the plan comparison and the representatives; the site's drop-down list. */
import { MARKET_STATE_CODES, type MarketStateCode, US_STATES } from '@hw/shared';

export const MARKET_STATES: readonly { stateCode: MarketStateCode; description: string }[] = MARKET_STATE_CODES.map(
  (stateCode) => ({
    stateCode,
    description: US_STATES.find((state) => state.stateCode === stateCode)?.description ?? stateCode,
  }),
);

export const stateName = (stateCode: string): string =>
  US_STATES.find((state) => state.stateCode === stateCode)?.description ?? stateCode;

export function StateSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (stateCode: MarketStateCode) => void;
}) {
  const choices = MARKET_STATES.map((state) => ({ value: state.stateCode, label: state.description }));
  return <SiteSelect {...props} choices={choices} />;
}

/** A drop-down list of the public site, with its label above it. */
export function SiteSelect<T extends string>({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
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
        onChange={(event) => onChange(event.target.value as T)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
