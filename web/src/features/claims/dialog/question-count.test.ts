import { describe, expect, it } from 'vitest';
import { questionCount } from './question-step.tsx';

describe('the question count', () => {
  it('says how many questions there are when the flow fixes it, and an upper bound when answers decide', () => {
    expect(questionCount(2, { fewest: 5, most: 5 })).toBe('Question 2 of 6');
    expect(questionCount(1, { fewest: 1, most: 9 })).toBe('Question 1 of up to 9');
    expect(questionCount(3, undefined)).toBe('Question 3');
  });
});
