/**
 * Plans side by side: from the lowest price up, what each plan covers in its price over the plan below it
 * (and what of that plan it leaves out, when it does). The plan cards list a plan's coverage with the same
 * rule.
 */

/** A coverage line of an offer, as far as a comparison reads it. */
export interface ComparedCoverage {
  id: string;
  category: string;
  description: string;
  isOptional: boolean;
  isIncludedByDefault: boolean;
}

export interface ComparedOffer {
  cost: number;
  coverages: readonly ComparedCoverage[];
}

/** What a plan covers in its price: its own coverage and the add-ons it includes (not the ones sold apart). */
export function coveredItems<C extends ComparedCoverage>(coverages: readonly C[]): C[] {
  return coverages.filter((coverage) => !coverage.isOptional || coverage.isIncludedByDefault);
}

/** Coverage lines by category, categories in the order they first appear. */
export interface CoverageGroup<C extends ComparedCoverage = ComparedCoverage> {
  category: string;
  items: C[];
}

export function groupByCategory<C extends ComparedCoverage>(coverages: readonly C[]): CoverageGroup<C>[] {
  const groups = new Map<string, C[]>();
  for (const coverage of coverages) groups.set(coverage.category, [...(groups.get(coverage.category) ?? []), coverage]);
  return [...groups].map(([category, items]) => ({ category, items }));
}

export interface PlanComparisonRow<O extends ComparedOffer> {
  offer: O;
  /** The plan just below in price; null for the lowest, whose row lists all it covers. */
  below: O | null;
  /** Covered by this plan and not by the one below (all it covers, for the lowest). */
  adds: CoverageGroup<O['coverages'][number]>[];
  /** Covered by the plan below and not by this one. */
  lacks: CoverageGroup<O['coverages'][number]>[];
}

/** The offers from the lowest price up (equal prices keep their order), each against the one below it. */
export function comparePlans<O extends ComparedOffer>(offers: readonly O[]): PlanComparisonRow<O>[] {
  const sorted = [...offers].sort((a, b) => a.cost - b.cost);
  return sorted.map((offer, index) => {
    const below = sorted[index - 1] ?? null;
    const mine = coveredItems(offer.coverages);
    const theirs = below ? coveredItems(below.coverages) : [];
    const mineIds = new Set(mine.map((coverage) => coverage.id));
    const theirIds = new Set(theirs.map((coverage) => coverage.id));
    return {
      offer,
      below,
      adds: groupByCategory(mine.filter((coverage) => !theirIds.has(coverage.id))),
      lacks: groupByCategory(theirs.filter((coverage) => !mineIds.has(coverage.id))),
    };
  });
}
