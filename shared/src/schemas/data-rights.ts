/** People's data: the export, the deletion of an account, and requests made through the state notice's form. */
import { type Static, Type } from 'typebox';
import {
  DATA_REQUEST_DETAILS_MAX,
  DATA_REQUEST_NAME_MAX,
  DATA_REQUEST_OUTCOME_MAX,
  DATA_REQUEST_STATUSES,
  DATA_REQUEST_TYPES,
} from '../data-rights.ts';
import { US_STATES } from '../states.ts';
import { documentedForm } from './common.ts';
import { MessagePreferencesResponse } from './message-preferences.ts';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const AccountDeletionBody = Type.Object({
  /** The account's password, asked again as for other sensitive changes. */
  password: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AccountDeletionBody = Static<typeof AccountDeletionBody>;

export const AccountDeletionResponse = Type.Object({
  message: Type.String(),
  /** What is kept after the erasure, and why. */
  kept: Type.Array(Type.Object({ what: Type.String(), why: Type.String() })),
});
export type AccountDeletionResponse = Static<typeof AccountDeletionResponse>;

/** Optional fields, so that a missing one gets the form's own message (dataRequestFormErrors). */
export const DataRequestBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: DATA_REQUEST_NAME_MAX })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  stateCode: Type.Optional(Type.String({ maxLength: 2 })),
  requestType: Type.Optional(Type.String({ maxLength: 20 })),
  details: Type.Optional(Type.String({ maxLength: DATA_REQUEST_DETAILS_MAX + 100 })),
  /** Left empty by people; a form that fills it is taken for a robot and answered without being kept. */
  website: Type.Optional(Type.String({ maxLength: 500 })),
});
export type DataRequestBody = Static<typeof DataRequestBody>;

/** What dataRequestFormErrors takes, for the API document. */
export const DataRequestForm = /* @__PURE__ */ documentedForm(DataRequestBody, {
  required: ['name', 'email', 'stateCode', 'requestType'],
  formats: {
    email: { format: 'email' },
    // A US state's code, in either case.
    stateCode: { enum: US_STATES.flatMap(({ stateCode }) => [stateCode, stateCode.toLowerCase()]) },
    requestType: { enum: [...DATA_REQUEST_TYPES] },
    details: { maxLength: DATA_REQUEST_DETAILS_MAX },
  },
});

export const DataRequestResponse = Type.Object({ message: Type.String() });

export const DataRequest = Type.Object({
  dataRequestId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  stateCode: Type.String(),
  requestType: Type.Enum(DATA_REQUEST_TYPES, { type: 'string' }),
  details: Type.String(),
  status: Type.Enum(DATA_REQUEST_STATUSES, { type: 'string' }),
  createdAt: Type.String({ format: 'date-time' }),
  /** The signed-in account of the address, when one exists (staff may erase it for a deletion request). */
  matchingUserId: Nullable(Type.String()),
  completedAt: Nullable(Type.String({ format: 'date-time' })),
  completedByUserId: Nullable(Type.String()),
  outcome: Nullable(Type.String()),
  /** True when completing erased the matching account. */
  accountErased: Type.Boolean(),
});
export type DataRequest = Static<typeof DataRequest>;

export const DataRequestListQuery = Type.Object({
  status: Type.Optional(Type.Enum(DATA_REQUEST_STATUSES, { type: 'string' })),
});
export const DataRequestList = Type.Object({ items: Type.Array(DataRequest) });
export type DataRequestList = Static<typeof DataRequestList>;

export const DataRequestParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const CompleteDataRequestBody = Type.Object({
  outcome: Type.String({ maxLength: DATA_REQUEST_OUTCOME_MAX }),
  /** For a deletion request: also erase the account of the request's e-mail address. */
  eraseAccount: Type.Optional(Type.Boolean()),
});
export type CompleteDataRequestBody = Static<typeof CompleteDataRequestBody>;

// ---- The readable summary of the export (GET /account/dataExport/summary) --------------------------------

const SummaryAddress = Type.Object({
  streetAddress: Type.String(),
  unit: Type.Optional(Type.String()),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
});

/** What the archive holds, as a person reads it: amounts in dollars, moments as ISO strings, codes to be worded. */
export const DataSummary = Type.Object({
  preparedAt: Type.String({ format: 'date-time' }),
  profile: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    userType: Type.String(),
    phones: Type.Array(Type.Object({ type: Type.String(), number: Type.String() })),
    createdAt: Nullable(Type.String()),
  }),
  contracts: Type.Array(
    Type.Object({
      policyNumber: Type.String(),
      planName: Type.String(),
      /** As the contract records it: Active, Pending, Expired, Cancelled, Suspended... */
      status: Type.String(),
      paymentType: Type.String(),
      address: SummaryAddress,
      effectiveDate: Nullable(Type.String()),
      expireDate: Nullable(Type.String()),
      /** Whether the caller owns it (else they ordered it for its owner). */
      isOwner: Type.Boolean(),
    }),
  ),
  invoices: Type.Array(
    Type.Object({
      policyNumber: Type.String(),
      description: Type.String(),
      amount: Type.Number(),
      dueDate: Type.String(),
      status: Type.Union([Type.Literal('unpaid'), Type.Literal('paid'), Type.Literal('cancelled')]),
      paidAt: Nullable(Type.String()),
    }),
  ),
  payments: Type.Array(
    Type.Object({
      policyNumber: Type.String(),
      amount: Type.Number(),
      paidAt: Type.String(),
      /** The caller's own card it was paid with, else null. */
      card: Nullable(Type.Object({ brand: Type.String(), lastFour: Type.String() })),
      refundedAt: Nullable(Type.String()),
    }),
  ),
  savedCards: Type.Array(
    Type.Object({
      brand: Type.String(),
      lastFour: Type.String(),
      expirationDate: Type.String(),
      isDefault: Type.Boolean(),
    }),
  ),
  serviceRequests: Type.Array(
    Type.Object({
      serviceRequestNumber: Type.String(),
      policyNumber: Nullable(Type.String()),
      item: Type.String(),
      /** The service request status code (ServiceCallStatus). */
      status: Type.String(),
      createdAt: Type.String(),
      messages: Type.Integer({ minimum: 0 }),
    }),
  ),
  /** What the person agreed to, or turned on, and when. */
  consents: Type.Array(
    Type.Object({
      kind: Type.Union([
        Type.Literal('textMessages'),
        Type.Literal('automaticPayment'),
        Type.Literal('serviceAgreement'),
      ]),
      /** Still in force. */
      active: Type.Boolean(),
      /** When it was given (null: not recorded, e.g. text messages). */
      givenAt: Nullable(Type.String()),
      endedAt: Nullable(Type.String()),
      /** The contract an automatic payment is for. */
      policyNumber: Nullable(Type.String()),
      /** The card it charges, "Visa ending 1111" style parts. */
      card: Nullable(Type.Object({ brand: Type.String(), lastFour: Type.String() })),
    }),
  ),
  /** The photos and documents the person uploaded (in files/ of the archive). */
  files: Type.Array(Type.Object({ fileName: Type.String(), createdAt: Nullable(Type.String()) })),
  /** How each kind of message reaches a homeowner now (as GET /account/messagePreferences answers); null for others. */
  messages: Nullable(MessagePreferencesResponse),
});
export type DataSummary = Static<typeof DataSummary>;
