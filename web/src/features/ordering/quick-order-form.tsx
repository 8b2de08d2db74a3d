/**
 * The quick order for agents: whether it is a listing coverage for the seller, a budget (digits, comma
 * and period only; required, and not asked for a listing coverage, which has one price), the state, the
 * dwelling type and the size of the home. Submitting starts a new real-estate order with the plan the budget
 * buys, its included add-ons and the buyer's credit, and opens /order/realEstate at the top.
 */
import {
  BUDGET_MAX_LENGTH,
  budgetInput,
  choosePlanForBudget,
  type OffersResponse,
  prepaidCallsFor,
  QUICK_ORDER_SQUARE_FOOTAGE_DEFAULT,
  type QuickOrderResponse,
  quickOrderBudget,
  REAL_ESTATE_PLAN_TYPE_ID,
  SQUARE_FOOTAGE_OPTIONS,
  SURCHARGE_SQUARE_FOOTAGE,
  toCents,
  toDollars,
  withIncludedAddons,
} from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useForm, useSelector } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { loadQuery } from '#web/lib/query/index.ts';
import { usePropertyTypes } from '#web/lib/reference/get-property-types.ts';
import { useStates } from '#web/lib/reference/get-states.ts';
import { getSession } from '#web/lib/session/index.ts';
import { CheckboxField, type FieldProblem, showToast, showValidationErrors, TextField } from '#web/ui/index.ts';
import { agentAsPartner } from './agent-partner.ts';
import { offersQueryOptions } from './api/get-offers.ts';
import { quickOrder } from './api/quick-order.ts';
import { ensureCanOrder } from './can-order.tsx';
import { changeProperty, chooseListingCoverage, choosePlan } from './draft.ts';
import { beginOrder, getDraft, updateDraft } from './draft-store.ts';
import { SelectField } from './fields.tsx';
import { squareFootageLabel } from './format.ts';
import './ordering.css';

interface QuickOrderValues {
  budgetAmount: string;
  /** A listing agent's order for the seller: a listing coverage. */
  isListingCoverage: boolean;
  stateCode: string;
  dwellingTypeId: string;
  squareFootage: number;
}

const ids = {
  budgetAmount: 'quick-order-budget',
  stateCode: 'quick-order-state',
  dwellingTypeId: 'quick-order-dwelling',
  squareFootage: 'quick-order-size',
  isListingCoverage: 'quick-order-listing',
} as const;

type QuickProblem = FieldProblem & { field: keyof QuickOrderValues };

export function quickOrderProblems(values: QuickOrderValues): QuickProblem[] {
  const problems: QuickProblem[] = [];
  const budget = quickOrderBudget(values.budgetAmount, values.isListingCoverage);
  if ('error' in budget) problems.push({ field: 'budgetAmount', fieldId: ids.budgetAmount, message: budget.error });
  if (!values.stateCode)
    problems.push({ field: 'stateCode', fieldId: ids.stateCode, message: m.order_quick_state_required() });
  if (!values.dwellingTypeId)
    problems.push({ field: 'dwellingTypeId', fieldId: ids.dwellingTypeId, message: m.order_property_type_required() });
  return problems;
}

export class QuickOrderOfflineError extends Error {}

/** The quick order's answer from saved offers. */
export function quickOrderFromOffers(
  offers: OffersResponse | undefined | null,
  values: { budgetAmount: string; squareFootage: number; isListingCoverage: boolean },
): QuickOrderResponse {
  if (!offers?.offers.length) {
    throw new QuickOrderOfflineError(m.order_quick_offline_no_plans());
  }
  const budget = quickOrderBudget(values.budgetAmount, values.isListingCoverage);
  const surchargesCents = values.squareFootage > SURCHARGE_SQUARE_FOOTAGE ? toCents(offers.over5000SqFtFee) : 0;
  const choices = offers.offers.map((offer) => ({ offer, costCents: toCents(offer.cost) }));
  const chosen = choosePlanForBudget(choices, {
    ...('cents' in budget ? { budgetCents: budget.cents } : {}),
    surchargesCents,
  });
  if (!chosen) throw new QuickOrderOfflineError(m.order_quick_no_plan_fits());
  return {
    planId: chosen.offer.offer.planId,
    contractOfferId: chosen.offer.offer.contractOfferId,
    buyersCredit: toDollars(chosen.buyersCreditCents),
    includedAddonIds: chosen.offer.offer.includedAddonIds,
  };
}

/** onOrdered: the order is started with its plan, and the form is about to open it. */
export function QuickOrderForm({ onOrdered }: { onOrdered?: () => void } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const states = useStates();
  const propertyTypes = usePropertyTypes();
  const draftState = getDraft().property.address.state;

  const form = useForm({
    defaultValues: {
      budgetAmount: '',
      isListingCoverage: false,
      stateCode: draftState,
      dwellingTypeId: '',
      squareFootage: QUICK_ORDER_SQUARE_FOOTAGE_DEFAULT,
    } as QuickOrderValues,
    validators: {
      onSubmit: ({ value }) => {
        const problems = quickOrderProblems(value);
        return problems.length ? problems : undefined;
      },
    },
    onSubmitInvalid: ({ value }) => void showValidationErrors(quickOrderProblems(value)),
    onSubmit: async ({ value }) => {
      if (!(await ensureCanOrder(queryClient))) return;
      const { stateCode, dwellingTypeId, squareFootage, isListingCoverage } = value;
      // A budget typed before choosing a listing coverage is not used, and not kept.
      const budgetAmount = isListingCoverage ? '' : value.budgetAmount;
      // A signed-in agent orders for their buyer: they are the ordering party and the buyer's agent (a listing
      // coverage is ordered by the listing agent, which choosing it sets).
      const session = getSession();
      const agent = session.userType === 'realEstateAgent' ? session.user : null;
      beginOrder('realEstate');
      updateDraft((draft) => {
        const placed = chooseListingCoverage(
          changeProperty(draft, { state: stateCode, dwellingTypeId }),
          isListingCoverage,
        );
        return {
          ...placed,
          budgetAmount,
          property: { ...placed.property, squareFootage },
          ...(agent && !isListingCoverage ? { orderingPartyType: 'buyerAgent' as const } : {}),
        };
      });
      try {
        const offersQuery = { state: stateCode, planTypeId: REAL_ESTATE_PLAN_TYPE_ID, dwellingTypeId };
        const offersOptions = offersQueryOptions({ ...offersQuery, isListingCoverage });
        // A fetch waits for the connection while offline: the offers saved on the device are used instead.
        await loadQuery(queryClient, offersOptions);
        const offers = queryClient.getQueryData(offersOptions.queryKey);
        // Offline the plan is chosen from the offers saved on the device, by the same rule as the server.
        const answer = navigator.onLine
          ? await quickOrder({ budgetAmount, dwellingTypeId, squareFootage, stateCode, isListingCoverage })
          : quickOrderFromOffers(offers, { budgetAmount, squareFootage, isListingCoverage });
        const offer =
          offers?.offers.find((candidate) => candidate.contractOfferId === answer.contractOfferId) ??
          offers?.offers.find((candidate) => candidate.planId === answer.planId);
        updateDraft((draft) => {
          const chosen = offer
            ? choosePlan(draft, offer)
            : { ...draft, planId: answer.planId, selectedOfferId: answer.contractOfferId };
          // What is left of the budget prepays the buyer's service calls.
          const fee = chosen.selectedServiceCallPrice?.fee ?? 0;
          return {
            ...chosen,
            buyersCredit: answer.buyersCredit,
            prepaidServiceCallFees: prepaidCallsFor(answer.buyersCredit, fee),
            addons: withIncludedAddons(chosen.addons, answer.includedAddonIds),
          };
        });
        if (agent && !isListingCoverage && navigator.onLine) {
          // Without it the agent picks their buyer's agent on the partners step, as in any order.
          const buyerAgent = await agentAsPartner(agent).catch(() => null);
          if (buyerAgent)
            updateDraft((draft) => ({ ...draft, selectedPartners: { ...draft.selectedPartners, buyerAgent } }));
        }
        onOrdered?.();
        await navigate({ to: '/order/$planType', params: { planType: 'realEstate' } });
        window.scrollTo({ top: 0 });
      } catch (error) {
        showToast({
          title: m.order_quick_button(),
          text: isApiError(error) || error instanceof QuickOrderOfflineError ? error.message : m.order_quick_failed(),
          kind: 'error',
        });
      }
    },
  });

  // The first property type is the default, once the list is known.
  const firstType = propertyTypes.data?.[0]?.dwellingTypeId;
  useEffect(() => {
    if (firstType && !form.state.values.dwellingTypeId) form.setFieldValue('dwellingTypeId', firstType);
  }, [firstType, form]);

  const attempted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const values = useSelector(form.store, (state) => state.values);
  const errorFor = (field: keyof QuickOrderValues) =>
    attempted ? quickOrderProblems(values).find((problem) => problem.field === field)?.message : undefined;

  return (
    <form
      className="quick-order"
      noValidate
      aria-label={m.order_quick_summary()}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void form.handleSubmit();
      }}
    >
      <form.Field name="isListingCoverage">
        {(field) => (
          <CheckboxField
            id={ids.isListingCoverage}
            label={m.order_quick_listing()}
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.currentTarget.checked)}
          />
        )}
      </form.Field>
      {!values.isListingCoverage && (
        <form.Field name="budgetAmount">
          {(field) => (
            <TextField
              id={ids.budgetAmount}
              label={m.order_quick_budget()}
              inputMode="decimal"
              placeholder="$0.00"
              maxLength={BUDGET_MAX_LENGTH}
              value={field.state.value}
              onChange={(event) => field.handleChange(budgetInput(event.target.value))}
              onBlur={field.handleBlur}
              error={errorFor('budgetAmount')}
            />
          )}
        </form.Field>
      )}
      <form.Field name="stateCode">
        {(field) => (
          <SelectField
            id={ids.stateCode}
            label={m.order_state()}
            value={field.state.value}
            onChange={field.handleChange}
            placeholder={m.order_choose_state()}
            error={errorFor('stateCode')}
            choices={(states.data ?? [])
              .filter((state) => state.isMarketState)
              .map((state) => ({ value: state.stateCode, label: state.description }))}
          />
        )}
      </form.Field>
      <form.Field name="dwellingTypeId">
        {(field) => (
          <SelectField
            id={ids.dwellingTypeId}
            label={m.order_property_type()}
            value={field.state.value}
            onChange={field.handleChange}
            error={errorFor('dwellingTypeId')}
            placeholder={propertyTypes.data ? undefined : m.order_loading()}
            choices={(propertyTypes.data ?? []).map((type) => ({
              value: type.dwellingTypeId,
              label: type.description,
            }))}
          />
        )}
      </form.Field>
      <form.Field name="squareFootage">
        {(field) => (
          <SelectField
            id={ids.squareFootage}
            label={m.order_square_footage()}
            value={String(field.state.value)}
            onChange={(value) => field.handleChange(Number(value))}
            choices={SQUARE_FOOTAGE_OPTIONS.map((option) => ({
              value: String(option.value),
              label: squareFootageLabel(option.label),
            }))}
          />
        )}
      </form.Field>
      <button type="submit" className="button button--accent quick-order__submit" disabled={submitting}>
        {submitting ? m.order_quick_finding() : m.order_quick_button()}
      </button>
    </form>
  );
}

/** The quick order with its heading, as the real-estate page shows it. */
export function QuickOrderSection() {
  return (
    <section className="quick-order-section" aria-labelledby="quick-order-heading">
      <h2 id="quick-order-heading">{m.order_quick_heading()}</h2>
      <QuickOrderForm />
    </section>
  );
}
