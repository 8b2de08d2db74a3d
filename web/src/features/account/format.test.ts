import { describe, expect, it } from 'vitest';
import { addressLine, contractIdsParam } from './format.ts';

describe('account formats', () => {
  it('writes an address on one line', () => {
    expect(addressLine({ streetAddress: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' })).toBe(
      '1 Main St, Austin, TX 78701',
    );
    expect(
      addressLine({ streetAddress: '1 Main St', unit: 'Apt 2', city: 'Austin', state: 'TX', zipCode: '78701' }),
    ).toBe('1 Main St, Apt 2, Austin, TX 78701');
  });

  it('joins contract ids once each, in a stable order', () => {
    expect(contractIdsParam(['b', 'a', 'b'])).toBe('a,b');
    expect(contractIdsParam([])).toBe('');
  });
});
