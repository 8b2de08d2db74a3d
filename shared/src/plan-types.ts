/** Fixed plan type ids and the route values that name them. */

import { REAL_ESTATE_USER_TYPES, type UserType } from './enums.ts';

export const HOMEOWNER_PLAN_TYPE_ID = 'feb9a8a9-8453-4343-b603-bc2d11cf5594';
export const REAL_ESTATE_PLAN_TYPE_ID = '658ea53a-d8cd-41da-b47b-ea0608144cca';

export type PlanTypeRouteValue = 'consumer' | 'realEstate';

export const planTypeIdByRouteValue: Record<PlanTypeRouteValue, string> = {
  consumer: HOMEOWNER_PLAN_TYPE_ID,
  realEstate: REAL_ESTATE_PLAN_TYPE_ID,
};

/** Legacy numeric identifiers: 3 homeowner, 2 real estate. */
export const routeValueByLegacyId: Record<string, PlanTypeRouteValue> = { '3': 'consumer', '2': 'realEstate' };

export function isPlanTypeRouteValue(value: string | undefined): value is PlanTypeRouteValue {
  return value === 'consumer' || value === 'realEstate';
}

/** The plan type a signed-in user's "New Order" starts: real estate for the agent types. */
export function newOrderPlanType(userType: UserType): PlanTypeRouteValue {
  return REAL_ESTATE_USER_TYPES.includes(userType) ? 'realEstate' : 'consumer';
}
