import { describe, expect, it } from 'vitest';
import { comparePlans, coveredItems, groupByCategory } from './plan-comparison.ts';

const line = (id: string, category: string, extra: { isOptional?: boolean; isIncludedByDefault?: boolean } = {}) => ({
  id,
  category,
  description: id.toUpperCase(),
  isOptional: extra.isOptional ?? false,
  isIncludedByDefault: extra.isIncludedByDefault ?? false,
});

const heating = line('heating', 'Systems');
const plumbing = line('plumbing', 'Systems');
const oven = line('oven', 'Appliances');
const washer = line('washer', 'Appliances');
const septicSold = line('septic', 'Add-ons', { isOptional: true });
const tuneUpIncluded = line('tune-up', 'Add-ons', { isOptional: true, isIncludedByDefault: true });

const basic = { name: 'Basic', cost: 450, coverages: [heating, plumbing, septicSold] };
const middle = { name: 'Middle', cost: 540, coverages: [heating, plumbing, oven, septicSold] };
const top = { name: 'Top', cost: 695, coverages: [heating, plumbing, oven, washer, tuneUpIncluded, septicSold] };

describe('comparing plans', () => {
  it('counts a plan’s own coverage and its included add-ons, not the add-ons sold apart', () => {
    expect(coveredItems(top.coverages).map((c) => c.id)).toEqual(['heating', 'plumbing', 'oven', 'washer', 'tune-up']);
  });

  it('goes from the lowest price up, each plan against the one below it', () => {
    const rows = comparePlans([top, basic, middle]);
    expect(rows.map((row) => [row.offer.name, row.below?.name ?? null])).toEqual([
      ['Basic', null],
      ['Middle', 'Basic'],
      ['Top', 'Middle'],
    ]);
  });

  it('lists all the lowest plan covers, then only what each next plan adds, by category', () => {
    const [first, second, third] = comparePlans([basic, middle, top]);
    expect(first?.adds).toEqual([{ category: 'Systems', items: [heating, plumbing] }]);
    expect(second?.adds).toEqual([{ category: 'Appliances', items: [oven] }]);
    expect(third?.adds).toEqual([
      { category: 'Appliances', items: [washer] },
      { category: 'Add-ons', items: [tuneUpIncluded] },
    ]);
    expect(third?.lacks).toEqual([]);
  });

  it('says what a dearer plan leaves out of the one below it', () => {
    const odd = { name: 'Odd', cost: 600, coverages: [heating, washer] };
    const [, second] = comparePlans([middle, odd]);
    expect(second?.adds).toEqual([{ category: 'Appliances', items: [washer] }]);
    expect(second?.lacks).toEqual([
      { category: 'Systems', items: [plumbing] },
      { category: 'Appliances', items: [oven] },
    ]);
  });

  it('keeps the given order of plans of one price (a listing coverage costs the same whatever the plan)', () => {
    const a = { ...basic, name: 'A', cost: 425 };
    const b = { ...middle, name: 'B', cost: 425 };
    expect(comparePlans([b, a]).map((row) => row.offer.name)).toEqual(['B', 'A']);
  });

  it('groups by category in the order categories first appear', () => {
    expect(groupByCategory([oven, heating, washer]).map((group) => group.category)).toEqual(['Appliances', 'Systems']);
    expect(comparePlans([])).toEqual([]);
  });
});
