import { describe, expect, it } from 'vitest';
import {
  amendmentPriceCents,
  coveredOn,
  type LedgerContract,
  type LedgerEntry,
  ledgerBalanceCents,
  mandateWords,
  paidThrough,
  payInFullPriceCents,
  planChangeKind,
} from './ledger.ts';

const at = (iso: string) => new Date(iso);
const DAY = 24 * 60 * 60 * 1000;

const monthly: LedgerContract = {
  contractId: 'c1',
  paymentType: 'monthly',
  effectiveDate: at('2027-01-10T00:00:00Z'),
  expireDate: at('2028-01-10T00:00:00Z'),
};
const full: LedgerContract = { ...monthly, contractId: 'c2', paymentType: 'full' };

const line = (
  kind: LedgerEntry['kind'],
  cents: number,
  due: string,
  extra: Partial<LedgerEntry> = {},
): LedgerEntry => ({
  kind,
  amountCents: cents,
  contractId: 'c1',
  invoiceId: null,
  dueAt: at(due),
  ...extra,
});

describe('the day a contract is paid through', () => {
  it('runs a monthly contract to the end of its last paid period, plus 30 days of grace', () => {
    const lines = [
      line('premium', 6499, '2027-01-10T00:00:00Z', { invoiceId: 'i1' }),
      line('payment', 6499, '2027-01-10T00:00:00Z'),
      line('premium', 6499, '2027-02-10T00:00:00Z', { invoiceId: 'i2' }),
    ];
    expect(paidThrough([monthly], lines, { paymentType: 'monthly', withGrace: false })).toEqual(
      at('2027-02-10T00:00:00Z'),
    );
    const through = paidThrough([monthly], lines, { paymentType: 'monthly' });
    expect(through).toEqual(new Date(at('2027-02-10T00:00:00Z').getTime() + 30 * DAY));
    expect(coveredOn(monthly, through, at('2027-03-11T23:59:59Z'))).toBe(true);
    expect(coveredOn(monthly, through, at('2027-03-12T00:00:00Z'))).toBe(false);
    expect(ledgerBalanceCents(lines)).toBe(-6499);
  });

  it('runs a contract paid in full to the end of its term once the whole price is in, and not a day before', () => {
    const owed = line('premium', 78000, '2027-01-10T00:00:00Z', { contractId: 'c2', invoiceId: 'i1' });
    expect(
      paidThrough([full], [owed, line('payment', 77999, '2027-01-10T00:00:00Z')], { paymentType: 'full' }),
    ).toBeNull();
    expect(
      paidThrough([full], [owed, line('payment', 78000, '2027-01-10T00:00:00Z')], { paymentType: 'full' }),
    ).toEqual(full.expireDate);
  });

  it('counts an upgrade’s adjustment as owed for the same days, and a refund as money gone', () => {
    const lines = [
      line('premium', 78000, '2027-01-10T00:00:00Z', { contractId: 'c2', invoiceId: 'i1' }),
      line('payment', 78000, '2027-01-10T00:00:00Z'),
      line('adjustment', 14400, '2027-03-24T00:00:00Z', { contractId: 'c2', invoiceId: 'i2' }),
    ];
    expect(paidThrough([full], lines, { paymentType: 'full' })).toBeNull();
    const paid = [...lines, line('payment', 14400, '2027-03-24T00:00:00Z')];
    expect(paidThrough([full], paid, { paymentType: 'full' })).toEqual(full.expireDate);
    expect(
      paidThrough([full], [...paid, line('refund', 14400, '2027-03-25T00:00:00Z')], { paymentType: 'full' }),
    ).toBeNull();
  });

  it('lets a payment settle the invoice it paid, not an older one left unpaid', () => {
    const renewal: LedgerContract = {
      ...full,
      contractId: 'c3',
      effectiveDate: full.expireDate,
      expireDate: at('2029-01-10T00:00:00Z'),
    };
    const lines = [
      line('premium', 55600, '2027-01-10T00:00:00Z', { contractId: 'c2', invoiceId: 'escrow' }),
      line('premium', 55600, '2027-06-01T00:00:00Z', { contractId: 'c3', invoiceId: 'renewal' }),
      line('payment', 55600, '2027-06-01T00:00:00Z', { contractId: 'c3', invoiceId: 'renewal' }),
    ];
    expect(paidThrough([full, renewal], lines, { paymentType: 'full' })).toBeNull();
    const officerPaid = [
      ...lines,
      line('payment', 55600, '2027-06-02T00:00:00Z', { contractId: 'c2', invoiceId: 'escrow' }),
    ];
    expect(paidThrough([full, renewal], officerPaid, { paymentType: 'full' })).toEqual(renewal.expireDate);
  });

  it('owes nothing for an invoice written off', () => {
    const lines = [
      line('premium', 42500, '2027-01-10T00:00:00Z', { contractId: 'c2', invoiceId: 'i1' }),
      line('writeOff', 42500, '2027-02-01T00:00:00Z', { contractId: 'c2', invoiceId: 'i1' }),
    ];
    expect(ledgerBalanceCents(lines)).toBe(0);
    expect(paidThrough([full], lines, { paymentType: 'full' })).toBeNull();
  });
});

describe('plan changes', () => {
  const signature = { planId: 'signature', addons: [{ salesItemId: 'pool', quantity: 1 }] };
  it('tells a change that is none, an upgrade and a downgrade apart', () => {
    expect(planChangeKind({ ...signature, priceCents: 78000 }, { ...signature, priceCents: 78000 })).toBe('same');
    expect(
      planChangeKind({ ...signature, priceCents: 78000 }, { planId: 'signature', addons: [], priceCents: 60000 }),
    ).toBe('downgrade');
    expect(
      planChangeKind(
        { ...signature, priceCents: 78000 },
        { planId: 'platinum', addons: signature.addons, priceCents: 96000 },
      ),
    ).toBe('upgrade');
  });

  it('prices an upgrade by the days left, to the nearest cent, halves up', () => {
    // The README's examples.
    expect(
      amendmentPriceCents({
        paymentType: 'monthly',
        currentPriceCents: 6499,
        nextPriceCents: 7999,
        spanStart: at('2027-04-01T00:00:00Z'),
        spanEnd: at('2027-05-01T00:00:00Z'),
        effectiveOn: at('2027-04-11T00:00:00Z'),
      }),
    ).toBe(1000);
    expect(
      amendmentPriceCents({
        paymentType: 'full',
        currentPriceCents: 78000,
        nextPriceCents: 96000,
        spanStart: at('2027-01-01T00:00:00Z'),
        spanEnd: at('2028-01-01T00:00:00Z'),
        effectiveOn: at('2027-03-15T00:00:00Z'),
      }),
    ).toBe(14400);
    // 1 cent a day for 1 of 2 days: half a cent rounds up; on the last day nothing is left.
    const span = {
      paymentType: 'full',
      currentPriceCents: 0,
      nextPriceCents: 1,
      spanStart: at('2027-01-01T00:00:00Z'),
      spanEnd: at('2027-01-03T00:00:00Z'),
    };
    expect(amendmentPriceCents({ ...span, effectiveOn: at('2027-01-02T00:00:00Z') })).toBe(1);
    expect(amendmentPriceCents({ ...span, effectiveOn: at('2027-01-03T00:00:00Z') })).toBe(0);
    expect(amendmentPriceCents({ ...span, nextPriceCents: -5, effectiveOn: at('2027-01-01T00:00:00Z') })).toBe(0);
  });

  it('prices the rest of a monthly term as every premium still to come', () => {
    expect(
      payInFullPriceCents({
        monthlyPremiumCents: 6499,
        effectiveDate: monthly.effectiveDate as Date,
        expireDate: monthly.expireDate as Date,
        owedThrough: at('2027-02-10T00:00:00Z'),
      }),
    ).toBe(11 * 6499);
    expect(
      payInFullPriceCents({
        monthlyPremiumCents: 6499,
        effectiveDate: monthly.effectiveDate as Date,
        expireDate: monthly.expireDate as Date,
        owedThrough: monthly.expireDate as Date,
      }),
    ).toBe(0);
  });
});

describe('mandate words', () => {
  it('say which card pays which charges of which contract, until when', () => {
    expect(
      mandateWords({
        brandName: 'Canyon Home Warranty',
        policyNumber: 'HW-1',
        card: 'visa ending 1111',
        scopes: ['monthly', 'renewal'],
      }),
    ).toBe(
      'I authorise Canyon Home Warranty to charge my Visa ending 1111 for contract HW-1: each monthly payment as it ' +
        'falls due, and the renewal price if the plan renews, until I turn automatic payment off or remove the card.',
    );
  });
});
