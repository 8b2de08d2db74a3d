/**
 * The seeded homeowner's air-conditioning claim as a client files it: a covered path through the cooling flow,
 * the homeowner's contact preferences and the saved demo card, so it dispatches at once to a cooling contractor.
 * The API tests, the cluster check and the browser checks all file this one claim.
 */

export interface CoolingAnswerChoices {
  /** The day the trouble began (YYYY-MM-DD); each caller counts days in the zone its check needs. */
  since: string;
  symptoms?: string[];
}

/** The answers to the cooling flow, none of them raising the urgency branch or leaving cover. */
export const coolingAnswers = ({ since, symptoms = ['warm'] }: CoolingAnswerChoices) => [
  { questionId: 'ac-kind', value: 'central' },
  { questionId: 'ac-symptoms', value: symptoms },
  { questionId: 'ac-thermostat', value: true },
  { questionId: 'ac-filter', value: 'recent' },
  { questionId: 'ac-temp', value: 86 },
  { questionId: 'ac-urgency', value: 3 },
  { questionId: 'ac-since', value: since },
  { questionId: 'ac-age', value: 9 },
  { questionId: 'ac-known', value: false },
  { questionId: 'ac-details', value: 'Side gate is open.' },
  { questionId: 'ac-ack', value: 'HH' },
];

/** How the demo homeowner asks to be reached about a claim. */
export const DEMO_CLAIM_CONTACT = {
  contactName: 'Hannah Holt',
  phone: '(512) 555 0101',
  email: 'homeowner@example.com',
  preferredContactMethod: 'text',
  bestTimeToContact: 'morning',
  permissionToEnter: false,
};

/** The body of POST /api/account/serviceRequest for the demo homeowner's cooling claim, fee paid with the saved card. */
export function demoCoolingClaim(choices: CoolingAnswerChoices & { contact?: Partial<typeof DEMO_CLAIM_CONTACT> }) {
  return {
    contractId: 'c-homeowner-0001',
    warrantyItemId: 'si-cooling',
    questionsAndAnswers: coolingAnswers(choices),
    contactPreferences: { ...DEMO_CLAIM_CONTACT, ...choices.contact },
    confirmedServiceCallFee: 75,
    paymentInfo: { creditCardId: 'card-demo-homeowner' },
  };
}
