import { Type } from 'typebox';
import { expect, it } from 'vitest';
import { searchParams } from './search-params.ts';

const orderSearch = searchParams(
  Type.Object({
    step: Type.Union([Type.Literal('plan'), Type.Literal('payment')]),
    contractId: Type.String({ minLength: 1 }),
    passwordReset: Type.Literal(true),
  }),
);

it('keeps the parameters that fit their schema', () => {
  expect(orderSearch({ step: 'payment', contractId: 'c-1', passwordReset: true })).toEqual({
    step: 'payment',
    contractId: 'c-1',
    passwordReset: true,
  });
});

it('leaves out a parameter that is missing, empty or not one of its values, and any it does not know', () => {
  expect(orderSearch({ step: 'dessert', contractId: '', other: 'x' })).toEqual({});
});

it('reads a value the router took for a number or a boolean as the schema’s type', () => {
  expect(orderSearch({ contractId: 12345, passwordReset: 'true' })).toEqual({
    contractId: '12345',
    passwordReset: true,
  });
});
