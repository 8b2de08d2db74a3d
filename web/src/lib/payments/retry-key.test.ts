import { describe, expect, it } from 'vitest';
import { retryKeys } from './retry-key.ts';

describe('retry keys of a charge', () => {
  const counter = () => {
    let n = 0;
    return () => `k${++n}`;
  };

  it('sends the same body again under the same key only after a lost answer', () => {
    const keys = retryKeys(counter());
    expect(keys.keyFor('a')).toBe('k1');
    keys.lost();
    expect(keys.keyFor('a')).toBe('k1');
    keys.lost();
    expect(keys.keyFor('b')).toBe('k2');
  });

  it('takes a new key after an answer, or when the answer was not lost', () => {
    const keys = retryKeys(counter());
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k2');
    keys.answered();
    keys.lost();
    expect(keys.keyFor('a')).toBe('k3');
  });
});
