/**
 * People's rights over their data (the state privacy notice): a copy of their data, the deletion of their
 * account, and requests made through the notice's form. The rules of when an account may be erased, what an
 * erased account becomes and what is kept are here, once; the API applies them and the web app shows them.
 */

import type { UserType } from './enums.ts';
import { isEmailAddress } from './field-checks.ts';
import { US_STATES } from './states.ts';

export const DATA_REQUEST_TYPES = ['access', 'deletion', 'correction'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];

export const DATA_REQUEST_TYPE_LABELS: Record<DataRequestType, string> = {
  access: 'Access to my information',
  deletion: 'Deletion of my information',
  correction: 'Correction of my information',
};

export const DATA_REQUEST_STATUSES = ['open', 'completed'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

export const DATA_REQUEST_NAME_MAX = 200;
export const DATA_REQUEST_DETAILS_MAX = 2000;
export const DATA_REQUEST_OUTCOME_MAX = 2000;

/** An account without a password (made by a signed-out order) confirms a deletion by a sign-in this recent. */
export const DELETION_RECENT_SIGN_IN_MINUTES = 10;

export const dataRightsMessages = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Email address is invalid.',
  stateRequired: 'Please choose your state.',
  stateInvalid: 'Please choose a US state.',
  requestTypeRequired: 'Please choose access, deletion or correction.',
  detailsTooLong: `Please keep the details under ${DATA_REQUEST_DETAILS_MAX} characters.`,
  received:
    'Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days.',
  outcomeRequired: 'Please write the outcome of the request.',
  alreadyCompleted: 'This request was already completed.',
  noMatchingAccount: 'No account uses this request’s e-mail address, so there is no account to erase.',
  passwordRequired: 'Please enter your password to delete your account.',
  recentSignInRequired: `Your account has no password: please sign in again through an e-mailed link, then delete it within ${DELETION_RECENT_SIGN_IN_MINUTES} minutes.`,
  passwordIncorrect: 'The password is incorrect.',
  impersonating: 'An account cannot be deleted while a staff member is acting as its owner.',
  deleted:
    'Your account is deleted: your name, e-mail address, phones and saved cards are erased and you are signed out everywhere. ' +
    'Your contracts, invoices and payments are kept, without your name, because the law requires us to keep financial records.',
} as const;

type FormValues<F extends string> = Partial<Record<F, string | null>>;
type FormErrors<F extends string> = Partial<Record<F, string>>;

export const DATA_REQUEST_FORM_FIELDS = ['name', 'email', 'stateCode', 'requestType', 'details'] as const;
export type DataRequestFormField = (typeof DATA_REQUEST_FORM_FIELDS)[number];

export const isDataRequestType = (value: string): value is DataRequestType =>
  (DATA_REQUEST_TYPES as readonly string[]).includes(value);

/** Name, e-mail, a US state and the kind of request are required; the details are optional but bounded. */
export function dataRequestFormErrors(values: FormValues<DataRequestFormField>): FormErrors<DataRequestFormField> {
  const text = (field: DataRequestFormField) => (values[field] ?? '').trim();
  const errors: FormErrors<DataRequestFormField> = {};
  if (!text('name')) errors.name = dataRightsMessages.nameRequired;
  if (!text('email')) errors.email = dataRightsMessages.emailRequired;
  else if (!isEmailAddress(text('email'))) errors.email = dataRightsMessages.emailInvalid;
  if (!text('stateCode')) errors.stateCode = dataRightsMessages.stateRequired;
  else if (!US_STATES.some((s) => s.stateCode === text('stateCode').toUpperCase())) {
    errors.stateCode = dataRightsMessages.stateInvalid;
  }
  if (!isDataRequestType(text('requestType'))) errors.requestType = dataRightsMessages.requestTypeRequired;
  if (text('details').length > DATA_REQUEST_DETAILS_MAX) errors.details = dataRightsMessages.detailsTooLong;
  return errors;
}

// ---- Deleting an account -------------------------------------------------------------------------

/** What the API finds about an account before erasing it. */
export interface DeletionFacts {
  userType: UserType | string;
  /** Numbers of the person's service requests (claims) that are neither complete nor cancelled. */
  openServiceRequestNumbers: readonly string[];
  /** Unpaid invoices of the person's contracts whose due date has come. */
  overdueInvoiceCount: number;
  overdueCents: number;
  /** Work orders of a contractor that are not closed. */
  openTicketCount: number;
}

export type DeletionBlocker = 'staffAccount' | 'openServiceRequests' | 'moneyOwed' | 'openTickets';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Why an account cannot be erased now, each with the message to show; none when it can. A claim in progress
 * needs the person's contact details to be finished, money owed must be settled (or written off by staff)
 * before the payer's identity goes, a contractor's open work orders need their technician, and staff
 * accounts are closed by an administrator, not erased.
 */
export function deletionBlockers(facts: DeletionFacts): { blocker: DeletionBlocker; message: string }[] {
  const blockers: { blocker: DeletionBlocker; message: string }[] = [];
  if (facts.userType === 'employee') {
    blockers.push({
      blocker: 'staffAccount',
      message: 'Staff accounts cannot be deleted here; an administrator closes them.',
    });
  }
  if (facts.openServiceRequestNumbers.length > 0) {
    blockers.push({
      blocker: 'openServiceRequests',
      message:
        facts.openServiceRequestNumbers.length === 1
          ? `Your service request ${facts.openServiceRequestNumbers[0]} is still in progress. ` +
            'It must be completed or cancelled before the account can be deleted.'
          : `Your service requests ${facts.openServiceRequestNumbers.join(', ')} are still in progress. ` +
            'They must be completed or cancelled before the account can be deleted.',
    });
  }
  if (facts.overdueInvoiceCount > 0) {
    blockers.push({
      blocker: 'moneyOwed',
      message:
        `${facts.overdueInvoiceCount} invoice${facts.overdueInvoiceCount === 1 ? '' : 's'} totalling ` +
        `${dollars(facts.overdueCents)} ${facts.overdueInvoiceCount === 1 ? 'is' : 'are'} past due. ` +
        'Please pay or call us before deleting the account.',
    });
  }
  if (facts.openTicketCount > 0) {
    blockers.push({
      blocker: 'openTickets',
      message: `You have ${facts.openTicketCount} open work order${facts.openTicketCount === 1 ? '' : 's'}. Close or hand them back first.`,
    });
  }
  return blockers;
}

/** The placeholder an erased account's e-mail becomes: unique, never deliverable (.invalid), never signed in with. */
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;
export const ERASED_NAME = 'Erased';
export const isErasedEmail = (email: string) => email.endsWith('@erased.invalid');

/** What stays after an account is erased, and why: shown before deleting, said in the answer and the e-mail. */
export const KEPT_AFTER_DELETION: readonly { what: string; why: string }[] = [
  {
    what: 'Contracts, invoices and payments (amounts, dates, plan, covered address)',
    why: 'Service-contract, tax and accounting records must be kept for the years the law requires.',
  },
  {
    what: 'Completed service requests and their work orders',
    why: 'They are part of the contract’s record and of the technician’s accounts, and may be needed to defend a claim.',
  },
  {
    what: 'The gateway’s transaction number of each payment',
    why: 'It ties the payment to the bank’s records; saved cards themselves are removed from the gateway.',
  },
];
