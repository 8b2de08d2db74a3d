/**
 * The plan comparison: the plans of a plan type for a single-family home under
 * 5,000 sq ft in the state the visitor picks (default Texas); homeowner plans priced by the month (2
 * decimals), real-estate plans by the year (0 decimals). Choosing a plan starts the order with it.
 */
import type { PlanTypeRouteValue } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { type ReactNode, useId } from 'react';
import { useSiteSlots } from '../slots.tsx';
import { DEFAULT_STATE, setVisitorState, useVisitorState } from '../visitor-state.ts';
import { StateSelect, stateName } from './state-select.tsx';

export function PlansSection({
  planType,
  heading,
  intro,
  id = 'home-warranty-plans',
}: {
  planType: PlanTypeRouteValue;
  heading: string;
  intro: ReactNode;
  id?: string;
}) {
  const { PlanCards } = useSiteSlots();
  const headingId = useId();
  const selectId = useId();
  const stateCode = useVisitorState() ?? DEFAULT_STATE;
  return (
    <section id={id} className="mk-section mk-plans" aria-labelledby={headingId}>
      <div className="mk-section__inner">
        <h2 id={headingId}>{heading}</h2>
        <div className="mk-plans__intro">{intro}</div>
        <div className="mk-plans__controls">
          <StateSelect id={selectId} label={m.plans_state_label()} value={stateCode} onChange={setVisitorState} />
          <p className="mk-muted mk-plans__note">
            {planType === 'consumer'
              ? m.plans_note_monthly({ state: stateName(stateCode) })
              : m.plans_note_yearly({ state: stateName(stateCode) })}
          </p>
        </div>
        <PlanCards planType={planType} stateCode={stateCode} />
      </div>
    </section>
  );
}
