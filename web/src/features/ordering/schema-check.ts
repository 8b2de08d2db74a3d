/**
 * TypeBox's value checker, for the checks the order pages make only now and then (an order about to be sent, a
 * changed price, a lead): loaded by them when needed (`import('./schema-check.ts')`), never with the form.
 */
import { LeadBody, OrderBody } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import type { Static } from 'typebox';
import { Check, Errors } from 'typebox/value';
import { fieldId } from './form-values.ts';
import type { OrderProblem } from './validation.ts';

export { Check } from 'typebox/value';

/** Whether an unfinished order's lead is one the API takes. */
export const isSendableLead = (lead: Static<typeof LeadBody>): boolean => Check(LeadBody, lead);

/**
 * The last check before sending: the body against the API's own schema, so a gap in the order's rules (validation.ts)
 * shows as a plain problem instead of a 400.
 */
export async function bodyProblems(body: OrderBody | null): Promise<OrderProblem[]> {
  if (!body) return [{ step: 'review', field: 'price', fieldId: fieldId('price'), message: m.order_not_priced() }];
  const first = Errors(OrderBody, body)[0];
  if (!first) return [];
  return [
    {
      step: 'review',
      field: first.instancePath,
      fieldId: fieldId('price'),
      message: m.order_check_body({
        field: first.instancePath.replace(/^\//, '').replace(/\//g, ' '),
        problem: first.message,
      }),
    },
  ];
}
