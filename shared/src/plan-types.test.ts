import { describe, expect, it } from 'vitest';
import {
  HOMEOWNER_PLAN_TYPE_ID,
  isPlanTypeRouteValue,
  newOrderPlanType,
  planTypeIdByRouteValue,
  REAL_ESTATE_PLAN_TYPE_ID,
  routeValueByLegacyId,
} from './plan-types.ts';
import { isMarketState, MARKET_STATE_CODES, US_STATES } from './states.ts';

describe('plan types', () => {
  it('maps the route values to the fixed plan type ids', () => {
    expect(planTypeIdByRouteValue.consumer).toBe('feb9a8a9-8453-4343-b603-bc2d11cf5594');
    expect(planTypeIdByRouteValue.realEstate).toBe('658ea53a-d8cd-41da-b47b-ea0608144cca');
    expect(HOMEOWNER_PLAN_TYPE_ID).not.toBe(REAL_ESTATE_PLAN_TYPE_ID);
  });

  it('knows the legacy numeric ids: 3 homeowner, 2 real estate', () => {
    expect(routeValueByLegacyId['3']).toBe('consumer');
    expect(routeValueByLegacyId['2']).toBe('realEstate');
  });

  it('accepts only the two route values', () => {
    expect(isPlanTypeRouteValue('consumer')).toBe(true);
    expect(isPlanTypeRouteValue('realEstate')).toBe(true);
    expect(isPlanTypeRouteValue('homeowner')).toBe(false);
    expect(isPlanTypeRouteValue(undefined)).toBe(false);
  });
});

describe('states', () => {
  it('has every state once and the six market states among them', () => {
    const codes = US_STATES.map((s) => s.stateCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of MARKET_STATE_CODES) expect(codes).toContain(code);
    expect(isMarketState('TX')).toBe(true);
    expect(isMarketState('CA')).toBe(false);
  });
});

describe('new order from the account menu', () => {
  it('starts a real-estate order for the agent types and a homeowner order otherwise', () => {
    expect(newOrderPlanType('realEstateAgent')).toBe('realEstate');
    expect(newOrderPlanType('titleCompanyAgent')).toBe('realEstate');
    expect(newOrderPlanType('agentAssistant')).toBe('realEstate');
    expect(newOrderPlanType('homeowner')).toBe('consumer');
    expect(newOrderPlanType('employee')).toBe('consumer');
  });
});
