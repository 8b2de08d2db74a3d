import { describe, expect, it } from 'vitest';
import {
  CASH_IN_LIEU_PAYMENT,
  canOfferCashInLieu,
  cashInLieuMessages,
  cashInLieuPayBy,
  claimDecisionMessages,
  claimDecisionStatus,
  coverageLimitCents,
  decideClaim,
  exclusionNaming,
  mailingLine,
  payDayLabel,
} from './claim-decision.ts';

const waterHeater = { notCovered: ['Solar water heaters', 'Anode rod replacement'], limits: ['$1,000 per occurrence'] };

describe('coverageLimitCents', () => {
  it('reads the first dollar amount of the limits', () => {
    expect(coverageLimitCents(['$1,500 per occurrence', 'Refrigerant up to $250'])).toBe(150_000);
    expect(coverageLimitCents(['Access through an existing clean-out', '$99.50 per visit'])).toBe(9_950);
    expect(coverageLimitCents(['Access through an existing clean-out'])).toBeNull();
    expect(coverageLimitCents([])).toBeNull();
  });
});

describe('exclusionNaming', () => {
  it('matches either way round, in any case', () => {
    expect(exclusionNaming('Anode rod', waterHeater.notCovered)).toBe('Anode rod replacement');
    expect(exclusionNaming('SOLAR WATER HEATERS panel', waterHeater.notCovered)).toBe('Solar water heaters');
    expect(exclusionNaming('Thermocouple', waterHeater.notCovered)).toBeUndefined();
    expect(exclusionNaming(' ', waterHeater.notCovered)).toBeUndefined();
  });
});

describe('claimDecisionStatus', () => {
  it('maps the ticket status to the decision', () => {
    expect(claimDecisionStatus('sentToContractor')).toBe('pendingLhwApproval');
    expect(claimDecisionStatus('pendingLhwApproval')).toBe('pendingLhwApproval');
    expect(claimDecisionStatus('approved')).toBe('approved');
    expect(claimDecisionStatus('workComplete')).toBe('approved');
    expect(claimDecisionStatus('denied')).toBe('denied');
    expect(claimDecisionStatus('cancelled')).toBeNull();
    // The ticket a cash settlement cancelled: the cash was approved instead of the repair.
    expect(claimDecisionStatus('cancelled', true)).toBe('approved');
    expect(claimDecisionStatus('denied', true)).toBe('denied');
  });
});

describe('decideClaim', () => {
  it('covers everything inside the limit and not excluded', () => {
    const decision = decideClaim(
      [
        { description: 'Thermocouple', amountCents: 1_800 },
        { description: 'Labor (Water heater repair)', amountCents: 9_500 },
      ],
      waterHeater,
      'approved',
    );
    expect(decision.covered).toHaveLength(2);
    expect(decision.notCovered).toEqual([]);
    expect(decision.homeownerShareCents).toBe(0);
    expect(decision.reason).toBe(claimDecisionMessages.approvedInFull);
    expect(canOfferCashInLieu(decision)).toBe(false);
  });

  it('leaves out what an exclusion names and splits the line that passes the limit', () => {
    const decision = decideClaim(
      [
        { description: 'Anode rod', amountCents: 3_500 },
        { description: 'Gas control valve', amountCents: 80_000 },
        { description: 'Labor (Water heater repair)', amountCents: 30_000 },
      ],
      waterHeater,
      'approved',
    );
    expect(decision.covered).toEqual([
      { description: 'Gas control valve', amountCents: 80_000 },
      { description: 'Labor (Water heater repair)', amountCents: 20_000 },
    ]);
    expect(decision.notCovered).toEqual([
      { description: 'Anode rod', amountCents: 3_500, why: claimDecisionMessages.excluded('Anode rod replacement') },
      {
        description: 'Labor (Water heater repair)',
        amountCents: 10_000,
        why: claimDecisionMessages.overLimit(100_000),
      },
    ]);
    expect(claimDecisionMessages.overLimit(100_000)).toBe('Over your plan’s limit of $1,000 for this item.');
    expect(decision.homeownerShareCents).toBe(13_500);
    expect(decision.overLimitCents).toBe(10_000);
    expect(decision.reason).toBe(claimDecisionMessages.approvedInPart(13_500));
    expect(canOfferCashInLieu(decision)).toBe(true);
  });

  it('has no limit when the limits name no amount', () => {
    const decision = decideClaim(
      [{ description: 'Drain clearing', amountCents: 500_000 }],
      {
        notCovered: [],
        limits: ['Access through an existing clean-out'],
      },
      'pendingLhwApproval',
    );
    expect(decision.covered).toEqual([{ description: 'Drain clearing', amountCents: 500_000 }]);
    expect(decision.homeownerShareCents).toBe(0);
    expect(decision.reason).toBe(claimDecisionMessages.pending);
  });

  it('covers nothing on a denied claim, and says why', () => {
    const excluded = decideClaim(
      [
        { description: 'Anode rod', amountCents: 3_500 },
        { description: 'Thermocouple', amountCents: 1_800 },
      ],
      waterHeater,
      'denied',
    );
    expect(excluded.covered).toEqual([]);
    expect(excluded.notCovered.map((line) => line.why)).toEqual([
      claimDecisionMessages.denied,
      claimDecisionMessages.excluded('Anode rod replacement'),
    ]);
    expect(excluded.homeownerShareCents).toBe(5_300);
    expect(excluded.reason).toBe(
      claimDecisionMessages.deniedBecause([claimDecisionMessages.excluded('Anode rod replacement')]),
    );
    expect(canOfferCashInLieu(excluded)).toBe(true);
    const plain = decideClaim([{ description: 'Thermocouple', amountCents: 1_800 }], waterHeater, 'denied');
    expect(plain.reason).toBe(claimDecisionMessages.deniedNothingCovered);
  });
});

describe('how cash in lieu is paid', () => {
  it('is paid by check within 10 business days after the day of the acceptance, weekends skipped', () => {
    expect(CASH_IN_LIEU_PAYMENT).toEqual({ method: 'check', businessDays: 10 });
    // Accepted on a Monday, a Friday, a Saturday and a Sunday.
    expect(cashInLieuPayBy('2026-06-01')).toBe('2026-06-15');
    expect(cashInLieuPayBy('2026-06-05')).toBe('2026-06-19');
    expect(cashInLieuPayBy('2026-06-06')).toBe('2026-06-19');
    expect(cashInLieuPayBy('2026-06-07')).toBe('2026-06-19');
    // Across a month and a year.
    expect(cashInLieuPayBy('2026-12-24')).toBe('2027-01-07');
  });

  it('says where the check goes, by when, in plain words', () => {
    const mailTo = mailingLine({
      streetAddress: '2100 Barton Springs Rd ',
      unit: 'Unit 4',
      city: 'Austin',
      stateCode: 'TX',
      zipCode: '78704',
    });
    expect(mailTo).toBe('2100 Barton Springs Rd, Unit 4, Austin, TX 78704');
    expect(
      mailingLine({ streetAddress: '1 Main St', unit: '', city: 'Boise', stateCode: 'ID', zipCode: '83702' }),
    ).toBe('1 Main St, Boise, ID 83702');
    expect(payDayLabel('2026-06-19')).toBe('Fri, Jun 19, 2026');
    expect(payDayLabel('2026-06-19', 'es-US')).toBe('vie, 19 de jun de 2026');
    expect(cashInLieuMessages.settled(165_000)).toBe('Settled with a cash payment of $1,650.00 instead of the repair.');
    expect(cashInLieuMessages.paymentPromise({ amountCents: 165_000, mailTo, payBy: '2026-06-19' })).toBe(
      'We will mail a check for $1,650.00 to 2100 Barton Springs Rd, Unit 4, Austin, TX 78704 by Fri, Jun 19, 2026.',
    );
    expect(cashInLieuMessages.paymentTerms({ amountCents: 50, mailTo })).toContain('within 10 business days');
  });
});
