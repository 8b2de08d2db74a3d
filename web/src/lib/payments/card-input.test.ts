import { SANDBOX_APPROVED_CARD } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { cardMessages, cardProblems, emptyCard } from './card-input.ts';

const now = new Date(Date.UTC(2026, 5, 15, 12));

describe('cardProblems', () => {
  it('accepts a good card', () => {
    const card = { cardNumber: '4111 1111 1111 1111', expirationDate: '12/30', cardCode: '123' };
    expect(cardProblems(card, 'pay', { now })).toEqual([]);
    expect(cardProblems({ ...card, cardNumber: SANDBOX_APPROVED_CARD }, 'pay', { now })).toEqual([]);
  });

  it('lists every problem of an empty card with the ids of its inputs', () => {
    expect(cardProblems(emptyCard(), 'pay', { now })).toEqual([
      { field: 'cardNumber', fieldId: 'pay-cardNumber', message: cardMessages.numberRequired },
      { field: 'expirationDate', fieldId: 'pay-expirationDate', message: cardMessages.expirationInvalid },
      { field: 'cardCode', fieldId: 'pay-cardCode', message: cardMessages.codeInvalid },
    ]);
  });

  it('refuses a bad number, an expired card and a short code', () => {
    const problems = cardProblems({ cardNumber: '4111 1111 1111 1112', expirationDate: '05/26', cardCode: '12' }, 'x', {
      now,
    });
    expect(problems.map((problem) => problem.message)).toEqual([
      cardMessages.numberInvalid,
      cardMessages.expired,
      cardMessages.codeInvalid,
    ]);
  });

  it('wants four digits for American Express', () => {
    const amex = { cardNumber: '3782 822463 10005', expirationDate: '12/30', cardCode: '123' };
    expect(cardProblems(amex, 'x', { now }).map((problem) => problem.field)).toEqual(['cardCode']);
    expect(cardProblems({ ...amex, cardCode: '1234' }, 'x', { now })).toEqual([]);
  });
});
