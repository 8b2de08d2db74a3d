/** A plan's price as its card shows it: monthly with 2 decimals, or yearly with 0. */
import type { Offer } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { money } from '#web/lib/format.ts';

export function PlanPrice({ offer, monthly, className }: { offer: Offer; monthly: boolean; className: string }) {
  return (
    <p className={className}>
      {monthly ? (
        <>
          <strong>{money(offer.monthlyCost, 2)}</strong>
          <span>{m.order_unit_month()}</span>
        </>
      ) : (
        <>
          <strong>{money(offer.cost, 0)}</strong>
          <span>{m.order_unit_year()}</span>
        </>
      )}
    </p>
  );
}

/** The plan's name as its card shows it (suffixed PLAN when priced monthly). */
export const planName = (offer: Offer, monthly: boolean): string =>
  monthly ? m.order_plan_name_monthly({ name: offer.name }) : offer.name;

/** The order button's words: SELECTED for the chosen plan, CHOOSE for the others once one is, else ORDER NOW. */
export function planButtonText(name: string, selected: boolean, otherChosen: boolean) {
  if (selected) return { text: m.order_plan_selected(), label: m.order_plan_selected_label({ name }) };
  if (otherChosen) return { text: m.order_plan_choose(), label: m.order_plan_choose_label({ name }) };
  return { text: m.order_plan_order_now(), label: m.order_plan_order_now_label({ name }) };
}
