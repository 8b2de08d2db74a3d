/**
 * The sample residential service contract a buyer reads before agreeing to it: the same words for a plan type
 * and state on the web page (/sample-contract/{planType}/{state}) and in its PDF. The plans and what each
 * covers come from the catalogue; the rest is written here once. The contract sent with an order governs.
 */
import type { PlanTypeRouteValue } from './plan-types.ts';
import { US_STATES } from './states.ts';

/** Who oversees residential service contracts in each state the plans are sold in. */
export const STATE_REGULATORS: Readonly<Record<string, string>> = {
  AZ: 'the Arizona Department of Insurance and Financial Institutions',
  ID: 'the Idaho Department of Insurance',
  NV: 'the Nevada Division of Insurance',
  OR: 'the Oregon Division of Financial Regulation',
  TX: 'the Texas Real Estate Commission',
  UT: 'the Utah Insurance Department',
};

export interface SampleContractPlan {
  name: string;
  /** What the plan covers with no add-on, by name. */
  covered: readonly string[];
}

export interface ContractSection {
  heading: string;
  paragraphs: string[];
  /** A list after the paragraphs (a plan's coverage). */
  items?: string[];
}

export interface SampleContract {
  title: string;
  /** Said before the sections: this is a sample, and which contract governs. */
  notice: string;
  sections: ContractSection[];
}

/** Whether a state is one the plans are sold in (a sample exists for it). */
export const hasSampleContract = (stateCode: string): boolean => stateCode.toUpperCase() in STATE_REGULATORS;

export function sampleContract(input: {
  brandName: string;
  phone: string;
  planType: PlanTypeRouteValue;
  stateCode: string;
  plans: readonly SampleContractPlan[];
}): SampleContract {
  const stateCode = input.stateCode.toUpperCase();
  const stateName = US_STATES.find((state) => state.stateCode === stateCode)?.description ?? stateCode;
  const regulator = STATE_REGULATORS[stateCode] ?? 'the state’s regulator of service contracts';
  const realEstate = input.planType === 'realEstate';
  const you = realEstate ? 'the buyer of the home (or, for listing coverage, its seller)' : 'the owner of the home';
  return {
    title: `Sample ${realEstate ? 'real estate' : 'homeowner'} residential service contract: ${stateName}`,
    notice:
      `This is a sample of the contract ${input.brandName} issues in ${stateName}. The contract sent to you with ` +
      'your order, in English, governs; its plan, add-ons, service call fee and dates are the ones you chose.',
    sections: [
      {
        heading: '1. This contract',
        paragraphs: [
          `This residential service contract is between ${input.brandName} ("we") and ${you} ("you"). We repair ` +
            'or replace the systems and appliances your plan covers when they fail from normal wear and tear, ' +
            'through licensed contractors we send.',
        ],
      },
      {
        heading: '2. When coverage starts and ends',
        paragraphs: realEstate
          ? [
              'A buyer’s coverage starts at the close of escrow and lasts the term chosen (one year unless stated). ' +
                'A plan paid at closing is invoiced to the escrow or title company; if the sale does not close, ' +
                'the order is cancelled and nothing is owed.',
              'A seller’s listing coverage starts when it is ordered and ends at the close of escrow, or when the ' +
                'listing ends.',
            ]
          : [
              'Coverage starts on the date your confirmation shows and lasts the term chosen (one year unless ' +
                'stated); paid monthly, it continues while each payment is made. A 30-day waiting period applies ' +
                'to a new contract not bought at the close of a home sale.',
            ],
      },
      {
        heading: '3. What your plan covers',
        paragraphs: [
          'The items your plan lists below, each within the limits and exclusions shown for it when you order ' +
            '(Limits and exclusions), and any add-on you choose.',
        ],
      },
      ...input.plans.map((plan) => ({ heading: plan.name, paragraphs: [], items: [...plan.covered] })),
      {
        heading: '4. What is not covered',
        paragraphs: [
          'Failures you knew of, or that could be seen, before coverage started; damage from accidents, weather, ' +
            'pests, misuse or lack of maintenance; cosmetic defects; upgrades a building code requires; and ' +
            'damage a failure causes to other parts of the home. Commercial property is not covered.',
        ],
      },
      {
        heading: '5. Asking for a repair',
        paragraphs: [
          `Ask online or call ${input.phone}, any day, before you hire anyone yourself. You pay the service call ` +
            'fee of your plan for each visit about one failure; we pay the covered repair or replacement. When a ' +
            'repair is not worth making, we may offer its cost in cash instead.',
        ],
      },
      {
        heading: '6. Renewal',
        paragraphs: [
          'We offer to renew before the term ends, at the price then in force. A plan set to renew automatically ' +
            'is charged only with your agreement to the renewal price; you can turn automatic renewal off at any ' +
            'time in your account.',
        ],
      },
      {
        heading: '7. Cancelling',
        paragraphs: [
          `You may cancel at any time by calling us. Any refund due is made as the law of ${stateName} provides, ` +
            'to the card or account that paid.',
          'We may cancel only for non-payment, fraud or misrepresentation, with written notice.',
        ],
      },
      {
        heading: '8. Questions and complaints',
        paragraphs: [
          `Call us at ${input.phone}. In ${stateName}, residential service contracts are overseen by ${regulator}, ` +
            'to whom you may also complain.',
        ],
      },
    ],
  };
}
