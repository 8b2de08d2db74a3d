/**
 * Contractor calls: dispatch tickets, notes, files, closing items, the service
 * agreement, the contractor profile and dispatch statistics. One schema per call; money is dollars.
 */
import { type Static, type TOptional, Type } from 'typebox';
import { EDITABLE_TICKET_FIELD_NAMES, EDITABLE_TICKET_FIELDS, type EditableTicketField } from '../dispatch-ticket.ts';
import { CONTRACTOR_STATUS_FILTERS, DISPATCH_WORK_STATUSES, SERVICE_CALL_STATUSES } from '../enums.ts';
import { VISIT_ETA_MAX_MINUTES, VISIT_EVENTS } from '../visits.ts';
import { PreferredLanguage } from './auth.ts';
import { Dollars, ErrorItem, IsoDateTime, MAX_ROW_ID } from './common.ts';

/** Amounts a contractor enters: dollars, never negative, at most a million. */
const Amount = Dollars({ maximum: 1_000_000 });
const Money = Type.Number();
const NullableDate = Type.Union([IsoDateTime, Type.Null()]);
const Id = /* @__NO_SIDE_EFFECTS__ */ (max = 100) => Type.String({ minLength: 1, maxLength: max });

// ---- Visits and authorisation requests --------------------------------------------------------------

/** The visit under way or last made: its latest event, when, and the arrival estimate sent with On my way. */
export const DispatchVisit = Type.Object({
  event: Type.Enum(VISIT_EVENTS),
  at: IsoDateTime,
  etaMinutes: Type.Union([Type.Integer(), Type.Null()]),
});
export type DispatchVisit = Static<typeof DispatchVisit>;

export const AUTHORIZATION_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;
export type AuthorizationRequestStatus = (typeof AUTHORIZATION_REQUEST_STATUSES)[number];
export const AUTHORIZATION_NOTE_MAX_LENGTH = 2000;

/** A technician's request for a higher pre-authorized amount on a ticket, and staff's decision. */
export const AuthorizationRequest = Type.Object({
  authorizationRequestId: Type.String(),
  dispatchId: Type.String(),
  workOrderId: Type.String(),
  /** The pre-authorized amount asked for: the ticket's new limit, dollars. */
  amount: Money,
  note: Type.String(),
  status: Type.Enum(AUTHORIZATION_REQUEST_STATUSES),
  /** The limit staff approved (the amount asked for unless they changed it); null until approved. */
  approvedAmount: Type.Union([Money, Type.Null()]),
  createdAt: IsoDateTime,
  decidedAt: NullableDate,
});
export type AuthorizationRequest = Static<typeof AuthorizationRequest>;

/** POST /contractor/dispatch/{dispatchId}/visit. */
export const VisitEventBody = Type.Object({
  event: Type.Enum(VISIT_EVENTS),
  /** Minutes until arrival: required with onMyWay, refused with the others. */
  etaMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: VISIT_ETA_MAX_MINUTES })),
});
export type VisitEventBody = Static<typeof VisitEventBody>;

/** The answer of a visit event: the visit as it now stands. */
export const VisitEventAnswer = Type.Object({ dispatchId: Type.String(), visit: DispatchVisit });
export type VisitEventAnswer = Static<typeof VisitEventAnswer>;

/** POST /contractor/dispatch/{dispatchId}/authorizationRequest. */
export const AuthorizationRequestBody = Type.Object({
  amount: Dollars({ minimum: 0.01, maximum: 1_000_000 }),
  note: Type.String({ maxLength: AUTHORIZATION_NOTE_MAX_LENGTH }),
});
export type AuthorizationRequestBody = Static<typeof AuthorizationRequestBody>;

// ---- Ticket --------------------------------------------------------------------------------------

export const DispatchClosingItemRef = Type.Object({ closingItemId: Type.String(), name: Type.String() });

export const DispatchPartDetails = Type.Object({
  isProvidedByContractor: Type.Boolean(),
  pricePerUnit: Money,
  taxPerUnit: Money,
  units: Type.Number(),
  costPerHour: Money,
  hoursWorked: Type.Number(),
  /** Given free (a part, or labour) and so priced $0. Copies kept on a device before it existed lack it. */
  isNoCharge: Type.Optional(Type.Boolean()),
  closingItem: DispatchClosingItemRef,
});

export const DispatchPart = Type.Object({
  dispatchPartId: Type.String(),
  /** The id the device gave the part when it was added offline, if it did. */
  clientPartId: Type.Optional(Type.String()),
  partDetails: DispatchPartDetails,
});
export type DispatchPart = Static<typeof DispatchPart>;

export const DispatchNote = Type.Object({
  noteId: Type.String(),
  note: Type.String(),
  createdAt: IsoDateTime,
  /** The author's name. */
  createdBy: Type.String(),
});
export type DispatchNote = Static<typeof DispatchNote>;

export const DispatchFile = Type.Object({
  fileId: Type.String(),
  fileName: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** GET /api/contractor/file/{fileId}, with the Bearer token. */
  url: Type.String(),
  createdAt: IsoDateTime,
});
export type DispatchFile = Static<typeof DispatchFile>;

/**
 * The answers of createNote and addFile also carry the ticket's version after the change, so a copy
 * kept on a device that held the version just before can follow without fetching the ticket again.
 */
export const CreatedNote = Type.Object({ ...DispatchNote.properties, ticketVersion: Type.Integer() });
export type CreatedNote = Static<typeof CreatedNote>;
export const AddedFile = Type.Object({ ...DispatchFile.properties, ticketVersion: Type.Integer() });
export type AddedFile = Static<typeof AddedFile>;

export const DispatchAddress = Type.Object({
  address1: Type.String(),
  address2: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  zip: Type.String(),
});

/** The ticket totals, computed by shared/src/dispatch.ts `totals`. */
export const DispatchTicketTotals = Type.Object({
  contractorPartsTotal: Money,
  partsTotal: Money,
  partsTax: Money,
  balanceDue: Money,
  ticketTotal: Money,
});

/** GET /contractor/dispatch/{workOrderId}; also each search item and the answer of an update. */
export const DispatchTicket = Type.Object({
  dispatchId: Type.String(),
  workOrderId: Type.String(),
  /** +1 for every accepted change (values, parts, notes, files). */
  version: Type.Integer(),
  contractorStatus: Type.Enum(['open', 'workComplete', 'closed'] as const),
  /** The service-call status. */
  status: Type.Enum(SERVICE_CALL_STATUSES),
  workStatus: Type.Enum(DISPATCH_WORK_STATUSES),
  tradeId: Type.Integer(),
  trade: Type.String(),
  customerName: Type.String(),
  customerPhone: Type.String(),
  address: DispatchAddress,
  problemDescription: Type.String(),
  /** The appointment. */
  scheduledDate: NullableDate,
  /** The visit window in the customer's local hours, e.g. "8AM to 10AM"; null when none was chosen. */
  scheduledWindow: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  createdAt: IsoDateTime,
  completedAt: NullableDate,
  /** Newest first. */
  notes: Type.Array(DispatchNote),
  dispatchParts: Type.Array(DispatchPart),
  files: Type.Array(DispatchFile),
  purchaseOrderCost: Money,
  /** The service-call fee the contractor collects from the customer. */
  serviceCallFee: Money,
  serviceCallFeeCollectedAmount: Money,
  wasServiceCallFeeCollected: Type.Boolean(),
  discountAmount: Money,
  preAuthorizeAmount: Money,
  preAuthorizeAmountOverride: Type.Union([Money, Type.Null()]),
  /** The larger of the pre-authorized amount and its override. */
  preAuthorizedLimit: Money,
  tax: Money,
  shipping: Money,
  totals: DispatchTicketTotals,
  /**
   * The property's approximate position (its zip code's centre), for an arrival estimate; null when unknown.
   * Optional, like the two below: copies kept on a device before they existed lack them.
   */
  propertyLocation: Type.Optional(
    Type.Union([Type.Object({ latitude: Type.Number(), longitude: Type.Number() }), Type.Null()]),
  ),
  /** The visit under way or last made; null before the first. */
  visit: Type.Optional(Type.Union([DispatchVisit, Type.Null()])),
  /** The newest request for a higher pre-authorized amount; null when none was made. */
  authorizationRequest: Type.Optional(Type.Union([AuthorizationRequest, Type.Null()])),
  /** The language the homeowner chose (their account's), so the technician can plan the call. */
  homeownerLanguage: Type.Optional(PreferredLanguage),
});
export type DispatchTicket = Static<typeof DispatchTicket>;

export const WorkOrderIdParams = Type.Object({ workOrderId: Id() });
export const DispatchIdParams = Type.Object({ dispatchId: Id() });

// ---- Search --------------------------------------------------------------------------------------

export const DispatchSearchBody = Type.Object({
  /** 0-based. */
  page: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  contractorStatus: Type.Enum(CONTRACTOR_STATUS_FILTERS, { default: 'open' }),
});
export type DispatchSearchBody = Static<typeof DispatchSearchBody>;

export const DispatchSearchQuery = Type.Object({ isInvoice: Type.Optional(Type.Boolean()) });

export const DispatchSearchResponse = Type.Object({
  items: Type.Array(DispatchTicket),
  totalItems: Type.Integer(),
  page: Type.Integer(),
  contractorStatus: Type.Enum(CONTRACTOR_STATUS_FILTERS),
});
export type DispatchSearchResponse = Static<typeof DispatchSearchResponse>;

// ---- Update --------------------------------------------------------------------------------------

const PartInput = Type.Object({
  /** Absent or empty: a new part. */
  dispatchPartId: Type.Optional(Type.String({ maxLength: 100 })),
  /**
   * A new part's id given by the device. A part without dispatchPartId whose clientPartId is already on the
   * ticket is that part (a save repeated, or several saves sent before their answers): it is never added twice.
   */
  clientPartId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  partDetails: Type.Object({
    isProvidedByContractor: Type.Boolean({ default: false }),
    pricePerUnit: Dollars({ maximum: 1_000_000, default: 0 }),
    taxPerUnit: Dollars({ maximum: 1_000_000, default: 0 }),
    units: Type.Number({ minimum: 0, maximum: 10_000, default: 0 }),
    costPerHour: Dollars({ maximum: 1_000_000, default: 0 }),
    hoursWorked: Type.Number({ minimum: 0, maximum: 1_000, default: 0 }),
    /** Given free: a new line at $0 is refused unless it is marked so, and one marked so carries no price. */
    isNoCharge: Type.Boolean({ default: false }),
    closingItem: Type.Object({ closingItemId: Id(), name: Type.Optional(Type.String()) }),
  }),
});

/**
 * POST /contractor/dispatch/{dispatchId}: the ticket as the detail call answered it, with the changes.
 * Only these fields are read; the others (totals, notes, status, ...) are dropped. A missing field is
 * left as it is; `dispatchParts`, when present, is the whole list (missing parts are removed).
 */
const EDITABLE_VALUE_SCHEMAS = {
  amount: Amount,
  flag: Type.Boolean(),
  text: Type.String({ maxLength: 100 }),
};
type EditableValueSchemas = typeof EDITABLE_VALUE_SCHEMAS;
/** Each editable field (dispatch-ticket.ts), optional, with the schema of its kind. */
const EditableTicketProperties = Object.fromEntries(
  EDITABLE_TICKET_FIELD_NAMES.map((name) => [
    name,
    Type.Optional(EDITABLE_VALUE_SCHEMAS[EDITABLE_TICKET_FIELDS[name].kind]),
  ]),
) as {
  [F in EditableTicketField]: TOptional<EditableValueSchemas[(typeof EDITABLE_TICKET_FIELDS)[F]['kind']]>;
};
export const DispatchUpdateBody = Type.Object({
  version: Type.Integer({ minimum: 0, maximum: MAX_ROW_ID }),
  ...EditableTicketProperties,
  dispatchParts: Type.Optional(Type.Array(PartInput, { maxItems: 200 })),
});
export type DispatchUpdateBody = Static<typeof DispatchUpdateBody>;

/** 409 on an update based on an older version: nothing was written. */
export const VersionConflictBody = Type.Object({
  hasErrors: Type.Literal(true),
  errors: Type.Array(ErrorItem),
  currentVersion: Type.Optional(Type.Integer()),
});

/** 422 on a refused change; over the pre-authorized amount it also carries the amounts to fix it. */
export const DispatchRefusalBody = Type.Object({
  hasErrors: Type.Literal(true),
  errors: Type.Array(ErrorItem),
  preAuthorizedAmount: Type.Optional(Money),
  suggestedDiscount: Type.Optional(Money),
});

// ---- Notes and files -----------------------------------------------------------------------------

export const NOTE_MAX_LENGTH = 4000;

export const CreateNoteBody = Type.Object({
  dispatchId: Id(),
  note: Type.String({ maxLength: NOTE_MAX_LENGTH }),
});
export type CreateNoteBody = Static<typeof CreateNoteBody>;

export const FileIdParams = Type.Object({ fileId: Id() });

/** POST /contractor/addFile: multipart fields `dispatchId` and `file`. */
export const FILE_MAX_BYTES = 25 * 1024 * 1024;
export const ALLOWED_FILE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
  'application/pdf',
] as const;
/**
 * The most pixels (width × height, read from the header) an uploaded image may have: 8000 × 5000, more than
 * any phone camera gives by default. Decoding takes memory and time for every pixel, whatever the file's size.
 */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** A finished resumable upload (tus at /api/uploads) and the label it is shown with. */
export const UploadRef = {
  uploadId: Type.String({
    pattern: '^[0-9a-f]{32}$',
    description: 'The id of a finished upload: the last part of the Location that POST /api/uploads answered.',
  }),
  fileName: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'The file’s label, e.g. its name on the device.',
  }),
};

/** POST /contractor/addFileFromUpload. */
export const AddFileFromUploadBody = Type.Object({ dispatchId: Id(), ...UploadRef });
export type AddFileFromUploadBody = Static<typeof AddFileFromUploadBody>;

// ---- Closing items -------------------------------------------------------------------------------

export const ClosingItemCategoriesQuery = Type.Object({ dispatchId: Id() });
export const ClosingItemCategory = Type.Object({ closingItemCategoryId: Type.String(), name: Type.String() });
export type ClosingItemCategory = Static<typeof ClosingItemCategory>;
export const ClosingItemCategoriesResponse = Type.Array(ClosingItemCategory);

export const ClosingItemsQuery = Type.Object({ closingItemCategoryId: Id() });
export const ClosingItem = Type.Object({
  closingItemId: Type.String(),
  /** Labour items are named "Labor (...)" (LABOR_NAME_PATTERN). */
  name: Type.String(),
  closingItemCategoryId: Type.String(),
  kind: Type.Enum(['part', 'labor'] as const),
  defaultPricePerUnit: Type.Optional(Money),
  defaultCostPerHour: Type.Optional(Money),
});
export type ClosingItem = Static<typeof ClosingItem>;
export const ClosingItemsResponse = Type.Array(ClosingItem);

// ---- Service agreement ---------------------------------------------------------------------------

export const AgreementResponse = Type.Object({
  /** When the contractor accepted; null until then. */
  serviceAgreementDate: NullableDate,
  text: Type.String(),
  version: Type.String(),
});
export type AgreementResponse = Static<typeof AgreementResponse>;

export const AgreementBody = Type.Object({ isAgreed: Type.Literal(true) });

// ---- Profile -------------------------------------------------------------------------------------

export const ContractorProfile = Type.Object({
  userId: Type.String(),
  companyName: Type.String(),
  contactName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  trades: Type.Array(Type.Object({ tradeId: Type.Integer(), name: Type.String() })),
  serviceZipCodes: Type.Array(Type.String()),
  insurance: Type.Object({
    carrier: Type.String(),
    policyNumber: Type.String(),
    liabilityCoverage: Money,
    requiredLiabilityCoverage: Money,
    expiresOn: IsoDateTime,
    /** Coverage at least the requirement and not expired. */
    meetsRequirement: Type.Boolean(),
  }),
  serviceAgreementDate: NullableDate,
  /** The contractor's uploads, newest first (at most 50). */
  files: Type.Array(DispatchFile),
});
export type ContractorProfile = Static<typeof ContractorProfile>;

// ---- Statistics ----------------------------------------------------------------------------------

export const StatisticsUserParams = Type.Object({ userId: Id() });
export const ScoresUserParams = Type.Object({ webUserId: Id() });

export const VocQuery = Type.Object({
  year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
  /** A trade name (as in /reference/trades) or id. */
  trade: Type.Optional(Type.String({ maxLength: 100 })),
});
export const ScoresQuery = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) });

export const CustomerComment = Type.Object({
  comment: Type.String(),
  customerName: Type.String(),
  date: IsoDateTime,
  rating: Type.Integer(),
});

export const VocResponse = Type.Object({
  year: Type.Integer(),
  month: Type.Union([Type.Integer(), Type.Null()]),
  trade: Type.Union([Type.String(), Type.Null()]),
  /** By month when no month is given, by trade for one month. */
  items: Type.Array(
    Type.Object({
      label: Type.String(),
      tickets: Type.Integer(),
      completed: Type.Integer(),
      averageDaysToComplete: Type.Number(),
      averageRating: Type.Number(),
    }),
  ),
  comments: Type.Array(CustomerComment),
});
export type VocResponse = Static<typeof VocResponse>;

export const ScoresResponse = Type.Object({
  year: Type.Integer(),
  /** Percentages (0 to 100). */
  scores: Type.Array(Type.Object({ name: Type.String(), score: Type.Number() })),
  comments: Type.Array(CustomerComment),
});
export type ScoresResponse = Static<typeof ScoresResponse>;
