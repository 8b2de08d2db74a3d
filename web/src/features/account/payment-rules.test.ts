import { messages, type PaymentInfo } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import { chosenPaymentInfo, initialCreditCardId, savedCardRefusal } from '#web/lib/payments/index.ts';
import { errorCode, explainedRefusal, isDeclined, isPaymentSuccessful } from './payment-rules.ts';

const info = (creditCardId: string, isDefault = false): PaymentInfo => ({
  creditCard: { creditCardId, policyNumber: [], cardType: 'visa', lastFour: '1111', expirationDate: '12/29' },
  isDefault,
});

describe('isPaymentSuccessful', () => {
  it('counts a payment only when its policyPaymentId is above 0', () => {
    expect(isPaymentSuccessful({ policyPaymentId: 12 })).toBe(true);
    expect(isPaymentSuccessful({ policyPaymentId: 0 })).toBe(false);
    expect(isPaymentSuccessful({ policyPaymentId: -1 })).toBe(false);
    expect(isPaymentSuccessful(null)).toBe(false);
    expect(isPaymentSuccessful(undefined)).toBe(false);
  });
});

describe('chosenPaymentInfo (the single-card rule)', () => {
  it('uses the chosen card while it exists', () => {
    expect(chosenPaymentInfo([info('a'), info('b')], 'b')?.creditCard.creditCardId).toBe('b');
  });

  it('uses the only card when none is chosen', () => {
    expect(chosenPaymentInfo([info('a')], null)?.creditCard.creditCardId).toBe('a');
    expect(chosenPaymentInfo([info('a')], 'gone')?.creditCard.creditCardId).toBe('a');
  });

  it('chooses nothing among several cards, or with none', () => {
    expect(chosenPaymentInfo([info('a'), info('b')], null)).toBeUndefined();
    expect(chosenPaymentInfo([], null)).toBeUndefined();
    expect(chosenPaymentInfo(undefined, 'a')).toBeUndefined();
  });

  it('offers the single card first, else the default card', () => {
    expect(initialCreditCardId([info('a')])).toBe('a');
    expect(initialCreditCardId([info('a'), info('b', true)])).toBe('b');
    expect(initialCreditCardId([info('a'), info('b')])).toBeNull();
    expect(initialCreditCardId(undefined)).toBeNull();
  });
});

describe('failed calls', () => {
  const declined = ApiError.fromStatus(402, {
    hasErrors: true,
    errors: [{ message: 'The card was declined.', code: 'paymentDeclined' }],
  });
  const badCard = ApiError.fromStatus(400, {
    hasErrors: true,
    errors: [
      {
        message: 'We could not find this card. Please enter it again.',
        field: 'payment.authNetPaymentProfileId',
        code: 'validation',
      },
      { message: 'Something else.', field: 'email', code: 'validation' },
    ],
  });
  const inUse = ApiError.fromStatus(422, {
    hasErrors: true,
    errors: [{ message: 'This card pays an active monthly plan.', code: 'validation' }],
  });

  it('tells a declined card apart', () => {
    expect(isDeclined(declined)).toBe(true);
    expect(errorCode(declined)).toBe('paymentDeclined');
    expect(isDeclined(badCard)).toBe(false);
    expect(isDeclined(new Error('x'))).toBe(false);
  });

  it('reads the refusal of the card saved in the hosted form, whatever the prefix of its fields', () => {
    expect(savedCardRefusal(badCard)).toBe('We could not find this card. Please enter it again.');
    const expired = ApiError.fromStatus(400, {
      hasErrors: true,
      errors: [{ message: 'This card form has expired.', field: 'profileToken', code: 'validation' }],
    });
    expect(savedCardRefusal(expired)).toBe('This card form has expired.');
    expect(savedCardRefusal(declined)).toBeUndefined();
    expect(savedCardRefusal(inUse)).toBeUndefined();
    expect(savedCardRefusal(new Error('x'))).toBeUndefined();
  });

  it('passes on the server words of a refusal it explains, not of a failure', () => {
    expect(explainedRefusal(inUse)).toBe('This card pays an active monthly plan.');
    expect(explainedRefusal(ApiError.network())).toBe(messages.transport.networkError);
    expect(explainedRefusal(ApiError.fromStatus(500, null))).toBeUndefined();
    expect(explainedRefusal(ApiError.fromStatus(404, null))).toBeUndefined();
  });
});
