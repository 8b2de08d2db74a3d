import { type ContractSummary, defaultBrand, type LedgerLine } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api/index.ts';
import {
  automaticPaymentLabel,
  balanceWords,
  mandatePreview,
  mandateScopesFor,
  offersPayInFull,
  paidThroughWords,
  paymentTermsChangeable,
  serverWords,
  statementRows,
} from './plan-money-rules.ts';
import { sampleContract } from './testing/sample-contract.ts';

const contract = (fields: Partial<ContractSummary> = {}) => sampleContract({ contractId: 'c-1', ...fields });

describe('what can be changed on a plan', () => {
  it('changes renewal and automatic payment while the plan is in force and its owner has it', () => {
    expect(paymentTermsChangeable(contract())).toBe(true);
    expect(paymentTermsChangeable(contract({ contractStatus: { description: 'Pending' } }))).toBe(true);
    expect(paymentTermsChangeable(contract({ contractStatus: { description: 'Suspended' } }))).toBe(true);
    expect(paymentTermsChangeable(contract({ contractStatus: { description: 'Cancelled' } }))).toBe(false);
    expect(paymentTermsChangeable(contract({ contractStatus: { description: 'Expired' } }))).toBe(false);
    expect(paymentTermsChangeable(contract({ awaitingOwnerConfirmation: true }))).toBe(false);
  });

  it('offers paying the rest of the term on an active monthly plan only', () => {
    expect(offersPayInFull(contract())).toBe(true);
    expect(offersPayInFull(contract({ paymentType: 'full' }))).toBe(false);
    expect(offersPayInFull(contract({ contractStatus: { description: 'Pending' } }))).toBe(false);
  });
});

describe('the words of automatic payment', () => {
  it('lets the card pay the monthly payments and the renewal of a monthly plan, the renewal of another', () => {
    expect(mandateScopesFor('monthly')).toEqual(['monthly', 'renewal']);
    expect(mandateScopesFor('full')).toEqual(['renewal']);
    expect(mandateScopesFor('escrow')).toEqual(['renewal']);
  });

  it('previews word for word what the server records for the card as saved', () => {
    const words = mandatePreview({
      brandName: defaultBrand.name,
      policyNumber: 'HW-20418837',
      paymentType: 'monthly',
      card: { cardType: 'visa', lastFour: '1111' },
    });
    expect(words).toBe(
      `I authorise ${defaultBrand.name} to charge my Visa ending 1111 for contract HW-20418837: each monthly ` +
        'payment as it falls due, and the renewal price if the plan renews, until I turn automatic payment off ' +
        'or remove the card.',
    );
    expect(
      mandatePreview({
        brandName: 'Acme',
        policyNumber: 'HW-1',
        paymentType: 'full',
        card: { cardType: 'masterCard', lastFour: '4444' },
      }),
    ).toBe(
      'I authorise Acme to charge my MasterCard ending 4444 for contract HW-1: the renewal price if the plan renews, ' +
        'until I turn automatic payment off or remove the card.',
    );
  });

  it('names the card of automatic payment, unless it is someone else’s', () => {
    const on = { isEnabled: true, amountRule: null, words: null, agreedAt: null };
    expect(automaticPaymentLabel({ ...on, card: { cardType: 'visa', lastFour: '1111' } })).toBe(
      'On with Visa ending 1111',
    );
    expect(automaticPaymentLabel({ ...on, card: null })).toBe('On, with a card that is not yours');
    expect(automaticPaymentLabel({ ...on, isEnabled: false, card: null })).toBe('Off');
  });
});

describe('balance and paid through', () => {
  it('says what is owed, held or nothing', () => {
    expect(balanceWords(-64.99)).toEqual({ text: '$64.99 owed', owed: true });
    expect(balanceWords(60)).toEqual({ text: '$60.00 in your favor', owed: false });
    expect(balanceWords(0)).toEqual({ text: 'Nothing owed', owed: false });
    expect(paidThroughWords('2026-12-17')).toBe('Dec 17, 2026');
    expect(paidThroughWords(null)).toBe('Nothing paid yet');
  });
});

const line = (
  kind: LedgerLine['kind'],
  date: string,
  amount = 64.99,
  fields: Partial<LedgerLine> = {},
): LedgerLine => ({
  kind,
  description: kind === 'premium' ? 'Monthly payment' : kind === 'payment' ? 'Card payment' : kind,
  amount,
  policyNumber: 'HW-20418837',
  date: `${date}T00:00:00.000Z`,
  ...fields,
});

describe('statementRows', () => {
  it('lists the newest first, charges adding to what is owed and payments taking off', () => {
    const rows = statementRows([
      line('premium', '2026-05-18'),
      line('payment', '2026-05-18'),
      line('premium', '2026-06-18'),
    ]);
    expect(rows.map((row) => [row.date.slice(0, 10), row.kindLabel, row.amount, row.charge?.state ?? null])).toEqual([
      ['2026-06-18', 'Charge', 64.99, 'owed'],
      // On the same day, what was written later shows first.
      ['2026-05-18', 'Payment', -64.99, null],
      ['2026-05-18', 'Charge', 64.99, 'paid'],
    ]);
  });

  it('settles the oldest charges first and says how much of a charge is still owed', () => {
    const rows = statementRows([
      line('premium', '2026-05-18'),
      line('premium', '2026-06-18'),
      line('payment', '2026-06-20', 100),
    ]);
    const charges = rows.filter((row) => row.charge).map((row) => [row.date.slice(0, 10), row.charge]);
    expect(charges).toEqual([
      ['2026-06-18', { state: 'owed', owedAmount: 29.98 }],
      ['2026-05-18', { state: 'paid', owedAmount: 0 }],
    ]);
  });

  it('takes refunds off the money received', () => {
    const rows = statementRows([
      line('premium', '2026-05-18'),
      line('payment', '2026-05-18'),
      line('refund', '2026-05-20'),
    ]);
    expect(rows.find((row) => row.kind === 'premium')?.charge?.state).toBe('owed');
    expect(rows.find((row) => row.kind === 'refund')?.amount).toBe(64.99);
  });

  it('shows a cancelled charge as cancelled, not as paid by the cancellation', () => {
    const rows = statementRows([
      line('premium', '2026-05-18'),
      line('payment', '2026-05-18'),
      line('premium', '2026-06-18'),
      line('writeOff', '2026-06-25', 64.99, { description: 'Cancelled: Monthly payment' }),
    ]);
    expect(rows.filter((row) => row.charge).map((row) => row.charge?.state)).toEqual(['cancelled', 'paid']);
    expect(rows[0]).toMatchObject({ kindLabel: 'Cancelled', amount: -64.99, charge: null });
  });

  it('counts a credit as money received and a claim payout as neither owed nor paid', () => {
    const rows = statementRows([
      line('premium', '2026-05-18'),
      line('credit', '2026-05-19'),
      line('payout', '2026-05-20', 350, { description: 'Cash in lieu of repair' }),
    ]);
    expect(rows.map((row) => [row.kindLabel, row.amount, row.charge?.state ?? null])).toEqual([
      ['Paid to you for a claim', 350, null],
      ['Credit', -64.99, null],
      ['Charge', 64.99, 'paid'],
    ]);
  });
});

describe('serverWords', () => {
  it('says what the server said, and nothing when it said nothing', () => {
    const refusal = ApiError.fromStatus(403, {
      hasErrors: true,
      errors: [{ message: 'Only the contract’s owner, signed in themselves, can change how it is paid.' }],
    });
    expect(serverWords(refusal)).toBe('Only the contract’s owner, signed in themselves, can change how it is paid.');
    const failure = ApiError.fromStatus(500, {
      hasErrors: true,
      errors: [
        { message: 'Something went wrong on our side. Please try again. If it happens again, quote reference r-1.' },
      ],
    });
    expect(serverWords(failure)).toBe(
      'Something went wrong on our side. Please try again. If it happens again, quote reference r-1.',
    );
    expect(serverWords(ApiError.fromStatus(502, null))).toBeUndefined();
    expect(serverWords(ApiError.network())).toBe(ApiError.network().message);
    expect(serverWords(new Error('x'))).toBeUndefined();
  });
});
