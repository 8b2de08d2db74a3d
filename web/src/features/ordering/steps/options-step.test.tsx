import type { Offer, OfferCoverage } from '@hw/shared';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '#web/ui/render-for-test.tsx';
import { emptyDraft } from '../draft.ts';
import { getDraft, setDraft, useDraft } from '../draft-store.ts';
import { OptionsStep } from './options-step.tsx';

const addon = (id: string, description: string, allowsQuantity: boolean): OfferCoverage => ({
  id,
  category: 'Add-ons',
  description,
  isOptional: true,
  isIncludedByDefault: false,
  cost: 120,
  recurringCost: 10,
  salesItemCoverageId: null,
  allowsQuantity,
});

const offer: Offer = {
  contractOfferId: 'offer-1',
  planId: 'plan-1',
  name: 'Signature',
  cost: 600,
  monthlyCost: 49.99,
  coverages: [addon('si-roof-leak', 'Roof Leak Repair', false), addon('si-pool-spa', 'Pool / Spa Equipment', true)],
  includedAddonIds: [],
  isCurrentCoverage: false,
  canBeListingCoverage: false,
  serviceCallPrices: [{ id: 'scp-75', fee: 75, priceOffset: 0 }],
  salesItemCoverageId: null,
};

function Step() {
  const addons = useDraft((draft) => draft.addons);
  return (
    <OptionsStep
      offer={offer}
      addons={addons}
      coverageLength={1}
      selectedServiceCallPriceId="scp-75"
      coupon={null}
      monthlyPrices={false}
      onLimits={undefined}
      autoRenew={null}
      prepaidServiceCallFees={0}
      credit={0}
      shouldUseCredit={false}
      buyersCredit={0}
    />
  );
}

const row = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.addon')].find((item) =>
    item.querySelector('.addon__name')?.textContent?.includes(name),
  );
const inputFor = (name: string) => {
  const label = row(name)?.querySelector<HTMLLabelElement>('.addon__name');
  return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement | null;
};
const addons = () => getDraft().addons;

beforeEach(() => setDraft(emptyDraft('consumer')));
afterEach(() => cleanup());

describe('the add-ons of the options step', () => {
  it('offers a one-off add-on as a checkbox named by the add-on, without a stepper', async () => {
    await render(<Step />);
    const roof = inputFor('Roof Leak Repair');
    expect(roof?.type).toBe('checkbox');
    expect(roof?.checked).toBe(false);
    expect(row('Roof Leak Repair')?.querySelector('button[aria-label^="One more"]')).toBeNull();

    await act(async () => roof?.click());
    expect(addons()).toEqual([{ salesItemId: 'si-roof-leak', quantity: 1 }]);
    expect(inputFor('Roof Leak Repair')?.checked).toBe(true);

    await act(async () => inputFor('Roof Leak Repair')?.click());
    expect(addons()).toEqual([]);
  });

  it('offers an add-on that allows several with a stepper capped at 99', async () => {
    await render(<Step />);
    const count = inputFor('Pool / Spa Equipment');
    expect(count?.type).toBe('number');
    const more = row('Pool / Spa Equipment')?.querySelector<HTMLButtonElement>(
      'button[aria-label="One more Pool / Spa Equipment"]',
    );
    await act(async () => more?.click());
    await act(async () => more?.click());
    expect(addons()).toEqual([{ salesItemId: 'si-pool-spa', quantity: 2 }]);

    await act(async () => setDraft({ ...getDraft(), addons: [{ salesItemId: 'si-pool-spa', quantity: 99 }] }));
    expect(inputFor('Pool / Spa Equipment')?.value).toBe('99');
    expect(more?.disabled).toBe(true);
  });
});
