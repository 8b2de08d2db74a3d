/**
 * Contractors apply by e-mail: "Begin Application" opens a pre-filled
 * message to the contractor-applications address with this subject and questionnaire.
 */
import { CONTRACTOR_LIABILITY_REQUIREMENT } from './dispatch-status.ts';
import { withThousandsCommas } from './money.ts';

export const CONTRACTOR_APPLICATION_SUBJECT = 'Application for Contracting';

export const CONTRACTOR_APPLICATION_QUESTIONS = [
  'Company name',
  'Contact name',
  'Contact number',
  'Trades serviced',
  'State',
  'Cities serviced',
  'Hourly rate',
  'License numbers',
  'Rate structure',
  'Number of technicians',
  'Areas covered',
  'Office staff',
  'Years in business',
  'Brands serviced',
  'Do you offer emergency, weekend or holiday service?',
  'After-hours overtime rates',
  `Do you carry a $${withThousandsCommas(CONTRACTOR_LIABILITY_REQUIREMENT)} liability policy?`,
  'Do you use field-service or dispatch software? Which one?',
] as const;

/** The questionnaire as the e-mail body: one question a line, room for the answer after it. */
export function contractorApplicationBody(): string {
  return CONTRACTOR_APPLICATION_QUESTIONS.map((question) => `${question}: `).join('\n');
}

export function contractorApplicationMailto(applicationsEmail: string): string {
  const subject = encodeURIComponent(CONTRACTOR_APPLICATION_SUBJECT);
  const body = encodeURIComponent(contractorApplicationBody());
  return `mailto:${applicationsEmail}?subject=${subject}&body=${body}`;
}
