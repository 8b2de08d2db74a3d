import { HOMEOWNER_PLAN_TYPE_ID, type PriceBreakdown } from '@hw/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { dueAmount, dueLabel, PriceSummary, priceFigures } from './price-summary.tsx';

const breakdown = (fields: Partial<PriceBreakdown> = {}): PriceBreakdown => ({
  items: [
    { type: 'plan', description: 'Platinum', cost: 780, quantity: 1 },
    { type: 'addon', description: 'Pool / Spa Equipment', cost: 180, quantity: 1 },
  ],
  total: 960,
  monthlyTotal: 79.99,
  planTypeId: HOMEOWNER_PLAN_TYPE_ID,
  timestamp: '2026-11-28T10:00:00.000Z',
  ...fields,
});
const current = breakdown({ total: 780, monthlyTotal: 64.99 });

afterEach(cleanup);

describe('priceFigures', () => {
  it('charges a new order its first month, or its total when paid in full, and nothing before closing', () => {
    expect(priceFigures(breakdown(), 'monthly', null)).toEqual({
      total: 960,
      monthlyTotal: 79.99,
      dueToday: 79.99,
      isUpgrade: false,
    });
    expect(priceFigures(breakdown(), 'full', null).dueToday).toBe(960);
    expect(priceFigures(breakdown(), 'escrow', null).dueToday).toBe(0);
  });

  it('charges an upgrade what the server priced for the days left, not a difference of the two plans', () => {
    // ($79.99 - $64.99) x 20 / 30 days of the month left: $10.00, where the whole difference would be $15.00.
    const monthly = priceFigures(breakdown({ upgradeDueNow: 10 }), 'monthly', current);
    expect(monthly).toEqual({ total: 960, monthlyTotal: 79.99, dueToday: 10, isUpgrade: true });
    expect(priceFigures(breakdown({ upgradeDueNow: 144 }), 'full', current).dueToday).toBe(144);
    expect(dueLabel(monthly, true)).toBe('Due now');
    expect(dueAmount(monthly, true)).toBe('$10.00');
  });

  it('has no amount due for an upgrade the server could not price', () => {
    const figures = priceFigures(breakdown(), 'monthly', current);
    expect(figures.dueToday).toBeNull();
    expect(dueAmount(figures, true)).toBe('—');
  });
});

describe('PriceSummary', () => {
  const show = (priced: PriceBreakdown, upgrading: boolean) =>
    render(
      <PriceSummary
        breakdown={priced}
        status={{ pending: false, failed: false }}
        paymentType="monthly"
        hasPlan
        current={upgrading ? current : null}
      />,
    );
  const headline = () => document.querySelector('.price-summary__headline strong')?.textContent;
  const due = () => document.querySelector('.price-totals__due')?.textContent;

  it('heads an upgrade with the server’s due now', async () => {
    await show(breakdown({ upgradeDueNow: 10 }), true);
    expect(headline()).toBe('Due now $10.00');
    expect(due()).toBe('Due now$10.00');
    expect(document.body.textContent).not.toContain('Upgrade price');
  });

  it('says an unpriced upgrade has no price rather than showing one', async () => {
    await show(breakdown(), true);
    expect(headline()).toBe('Upgrade price unavailable');
    expect(due()).toBe('Due now—');
  });

  it('heads a new order with what is due today', async () => {
    await show(breakdown(), false);
    expect(headline()).toBe('Due today $79.99');
  });
});
