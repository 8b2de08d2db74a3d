import { describe, expect, it } from 'vitest';
import { partKindOf, partPriceProblem, partRuleMessages } from './dispatch-parts.ts';

describe('partPriceProblem', () => {
  it('refuses a part priced $0 (or less than a cent) and accepts one with a price', () => {
    expect(partPriceProblem({ pricePerUnit: 0, costPerHour: 0 }, 'part')).toEqual({
      field: 'pricePerUnit',
      message: partRuleMessages.zeroPrice,
    });
    expect(partPriceProblem({ pricePerUnit: 0.004, costPerHour: 90 }, 'part')?.field).toBe('pricePerUnit');
    expect(partPriceProblem({ pricePerUnit: -5, costPerHour: 0 }, 'part')?.field).toBe('pricePerUnit');
    expect(partPriceProblem({ pricePerUnit: 0, costPerHour: 0, isNoCharge: false }, 'part')?.field).toBe(
      'pricePerUnit',
    );
    expect(partPriceProblem({ pricePerUnit: 0.01, costPerHour: 0 }, 'part')).toBeNull();
    expect(partPriceProblem({ pricePerUnit: 45, costPerHour: 0 }, 'part')).toBeNull();
  });

  it('refuses labour at $0 an hour and reads its hourly cost, not a unit price', () => {
    expect(partPriceProblem({ pricePerUnit: 50, costPerHour: 0 }, 'labor')).toEqual({
      field: 'costPerHour',
      message: partRuleMessages.zeroRate,
    });
    expect(partPriceProblem({ pricePerUnit: 0, costPerHour: 85 }, 'labor')).toBeNull();
  });

  it('accepts a $0 line marked no charge, and refuses a no-charge line that carries a price', () => {
    expect(partPriceProblem({ pricePerUnit: 0, costPerHour: 0, isNoCharge: true }, 'part')).toBeNull();
    expect(partPriceProblem({ pricePerUnit: 0.001, costPerHour: 0, isNoCharge: true }, 'part')).toBeNull();
    expect(partPriceProblem({ pricePerUnit: 0, costPerHour: 0, isNoCharge: true }, 'labor')).toBeNull();
    expect(partPriceProblem({ pricePerUnit: 12.5, costPerHour: 0, isNoCharge: true }, 'part')).toEqual({
      field: 'pricePerUnit',
      message: partRuleMessages.pricedNoCharge,
    });
    expect(partPriceProblem({ pricePerUnit: -1, costPerHour: 0, isNoCharge: true }, 'part')?.field).toBe(
      'pricePerUnit',
    );
    expect(partPriceProblem({ pricePerUnit: 0, costPerHour: 95, isNoCharge: true }, 'labor')).toEqual({
      field: 'costPerHour',
      message: partRuleMessages.ratedNoCharge,
    });
  });
});

describe('partKindOf', () => {
  it('knows labour by its catalogue name', () => {
    expect(partKindOf('Labor (Plumbing)')).toBe('labor');
    expect(partKindOf('Laboratory kit')).toBe('part');
    expect(partKindOf('Thermocouple')).toBe('part');
  });
});
