/**
 * Service request calls and the work-order status page calls (paths of
 * ours, documented in the README): authorise, warranty items, question flow, file a
 * request, notes, status update and cancel.
 */
import { type Static, Type } from 'typebox';
import { COVERAGE_OUTCOMES, QUESTION_TYPES } from '../enums.ts';
import { CONTACT_METHODS, CONTACT_TIMES, SERVICE_REQUEST_EVENTS } from '../service-request.ts';
import { Dollars } from './common.ts';
import { VisitAppointment } from './visits.ts';

const Id = /* @__NO_SIDE_EFFECTS__ */ (max = 100) => Type.String({ minLength: 1, maxLength: max });
const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ContractIdParams = Type.Object({ contractId: Id() });
export const WarrantyItemIdParams = Type.Object({ warrantyItemId: Id() });

/** GET /authorize/serviceRequest/{contractId}. */
export const AuthorizeServiceRequestResponse = Type.Object({
  isAuthorized: Type.Boolean(),
  /** Why not, in plain words (with the number to call); absent when authorised. */
  message: Type.Optional(Type.String()),
  /** What filing a request costs now (dollars). */
  serviceCallFee: Type.Number(),
});
export type AuthorizeServiceRequestResponse = Static<typeof AuthorizeServiceRequestResponse>;

/** GET /account/serviceRequest/items/{contractId}: what the contract covers, each with a question flow. */
export const WarrantyItem = Type.Object({
  warrantyItemId: Type.String(),
  description: Type.String(),
  category: Type.String(),
  tradeId: Nullable(Type.Integer()),
  tradeName: Nullable(Type.String()),
  /** Bought as an add-on rather than included in the plan. */
  isAddon: Type.Boolean(),
});
export type WarrantyItem = Static<typeof WarrantyItem>;
export const WarrantyItemsResponse = Type.Array(WarrantyItem);

const ChoiceOptionSchema = Type.Object({
  value: Type.String(),
  label: Type.String(),
  next: Type.Optional(Type.String()),
});
const BranchRuleSchema = Type.Object({
  when: Type.Object({
    equals: Type.Optional(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
    includes: Type.Optional(Type.String()),
    atLeast: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    atMost: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  }),
  next: Type.String(),
});
/** One question of a flowchart; which fields apply depends on `type` (see shared/src/question-flow.ts). */
export const QuestionSchema = Type.Object({
  questionId: Type.String(),
  type: Type.Enum(QUESTION_TYPES, { type: 'string' }),
  text: Type.String(),
  help: Type.Optional(Type.String()),
  required: Type.Optional(Type.Boolean()),
  next: Type.Optional(Type.String()),
  branches: Type.Optional(Type.Array(BranchRuleSchema)),
  options: Type.Optional(Type.Array(ChoiceOptionSchema)),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
  maxLength: Type.Optional(Type.Integer()),
  outcome: Type.Optional(Type.Enum(['covered', 'notCovered'], { type: 'string' })),
  explanation: Type.Optional(Type.String()),
  coverageOutcome: Type.Optional(Type.Enum(COVERAGE_OUTCOMES, { type: 'string' })),
});
/** GET /account/serviceRequest/flow/{warrantyItemId}. */
export const QuestionFlowResponse = Type.Object({
  warrantyItemId: Type.String(),
  startQuestionId: Type.String(),
  questions: Type.Array(QuestionSchema),
});

/** The largest number an answer holds, either way: beyond any count, age or size a question asks for. */
const ANSWER_NUMBER_LIMIT = 1_000_000_000;

export const AnswerSchema = Type.Object({
  questionId: Id(),
  value: Type.Union([
    Type.String({ maxLength: 4000 }),
    Type.Number({ minimum: -ANSWER_NUMBER_LIMIT, maximum: ANSWER_NUMBER_LIMIT }),
    Type.Boolean(),
    Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 }),
  ]),
});

export const ContactPreferencesSchema = Type.Object({
  contactName: Type.String({ maxLength: 100 }),
  phone: Type.String({ maxLength: 20 }),
  email: Type.String({ maxLength: 254 }),
  preferredContactMethod: Type.Enum(CONTACT_METHODS, { type: 'string' }),
  bestTimeToContact: Type.Enum(CONTACT_TIMES, { type: 'string' }),
  permissionToEnter: Type.Boolean(),
});

/** POST /account/serviceRequest. */
export const CreateServiceRequestBody = Type.Object({
  contractId: Id(),
  warrantyItemId: Id(),
  questionsAndAnswers: Type.Array(AnswerSchema, { maxItems: 100 }),
  contactPreferences: ContactPreferencesSchema,
  /** The fee the homeowner agreed to pay (dollars); a different fee now is 409 priceChanged. */
  confirmedServiceCallFee: Dollars(),
  /** A saved card of the caller, or a profile from POST /order/getCustomerPaymentProfile; none when the fee is 0. */
  paymentInfo: Type.Object({
    creditCardId: Type.Optional(Nullable(Id())),
    authNetProfileId: Type.Optional(Nullable(Id())),
    authNetPaymentProfileId: Type.Optional(Nullable(Id())),
    /** With those ids: the `token` of POST /order/getCustomerProfileToken that opened that customer profile. */
    profileToken: Type.Optional(Type.String({ maxLength: 600 })),
  }),
  /** A window of GET /account/serviceRequest/slots/{contractId}/{warrantyItemId}: the visit is booked in it. */
  appointment: Type.Optional(VisitAppointment),
});
export type CreateServiceRequestBody = Static<typeof CreateServiceRequestBody>;

export const ServiceRequestTimelineEntry = Type.Object({
  event: Type.Enum(SERVICE_REQUEST_EVENTS, { type: 'string' }),
  at: Type.String(),
  detail: Nullable(Type.String()),
});
export type ServiceRequestTimelineEntry = Static<typeof ServiceRequestTimelineEntry>;

/** A service request as the history and the create call answer it. */
export const ServiceRequestSummary = Type.Object({
  serviceRequestId: Type.String(),
  serviceRequestNumber: Type.String(),
  contractId: Type.String(),
  warrantyItemId: Nullable(Type.String()),
  itemDescription: Type.String(),
  description: Type.String(),
  status: Type.String(),
  workOrderId: Nullable(Type.String()),
  contractorName: Nullable(Type.String()),
  /** The visit as scheduled: a day (YYYY-MM-DD) and a window such as "8AM to 12PM". */
  scheduledDate: Nullable(Type.String()),
  scheduledWindow: Nullable(Type.String()),
  /** The contractor's work status on the ticket, such as "Waiting On Parts"; null before a ticket exists. */
  workStatus: Nullable(Type.String()),
  serviceCallFee: Type.Number(),
  serviceCallFeePaid: Type.Boolean(),
  createdAt: Type.String(),
  closedAt: Nullable(Type.String()),
  /** Oldest first. */
  timeline: Type.Array(ServiceRequestTimelineEntry),
});
export type ServiceRequestSummary = Static<typeof ServiceRequestSummary>;

export const ServiceRequestNote = Type.Object({
  noteId: Type.String(),
  note: Type.String(),
  createdBy: Type.String(),
  createdAt: Type.String(),
});
export type ServiceRequestNote = Static<typeof ServiceRequestNote>;

/** POST /account/servicerequest/note. */
export const ServiceRequestNoteBody = Type.Object({
  serviceRequestId: Id(),
  note: Type.String({ maxLength: 2000 }),
});
export const ServiceRequestNoteResponse = Type.Object({ result: Type.Boolean(), note: ServiceRequestNote });

/** POST /order/sendStatusUpdate: the homeowner asks where a request stands. */
export const SendStatusUpdateBody = Type.Object({
  serviceRequestId: Id(),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const SendStatusUpdateResponse = Type.Object({ result: Type.Boolean(), message: Type.String() });

/** PATCH /order/cancelServiceRequest. */
export const CancelServiceRequestBody = Type.Object({
  serviceRequestId: Id(),
  reason: Type.String({ maxLength: 2000 }),
});

/** The secret part of a work order's status link (`/status-update/{workOrderId}?t={token}`). */
const WorkOrderLinkToken = Type.String({ maxLength: 200 });

/** GET /workorder/{workOrderId}?t={token}: the work order the status page shows. */
export const WorkOrderLinkParams = Type.Object({ workOrderId: Id() });
export const WorkOrderLinkQuery = Type.Object({ t: Type.Optional(WorkOrderLinkToken) });
export const WorkOrderLinkResponse = Type.Object({
  workOrderId: Type.String(),
  /** False once the work order is complete, closed or cancelled: it can no longer be scheduled or cancelled. */
  isOpen: Type.Boolean(),
});
export type WorkOrderLinkResponse = Static<typeof WorkOrderLinkResponse>;

/** POST /workorder/statusUpdate. `true` means success. */
export const WorkOrderStatusUpdateBody = Type.Object({
  /** The local short date, M/D/YYYY. */
  ScheduleDateTime: Type.String({ maxLength: 20 }),
  ScheduledStartWindow: Type.String({ maxLength: 4 }),
  ScheduledEndWindow: Type.String({ maxLength: 4 }),
  Id: Id(),
  Status: Type.String({ maxLength: 20 }),
  Tenant: Type.String({ maxLength: 50 }),
  /** The `t` of the work order's link. Optional in the schema so that a call without it is a 404, as a bad one. */
  Token: Type.Optional(WorkOrderLinkToken),
});
export type WorkOrderStatusUpdateBody = Static<typeof WorkOrderStatusUpdateBody>;

/** POST /workorder/cancel. `true` means success. */
export const WorkOrderCancelBody = Type.Object({
  WorkOrderId: Id(),
  CancellationNotes: Type.String({ maxLength: 2000 }),
  /** The `t` of the work order's link, as in the status update. */
  Token: Type.Optional(WorkOrderLinkToken),
});
export type WorkOrderCancelBody = Static<typeof WorkOrderCancelBody>;

// ---- Decisions and cash in lieu --------------------------------------------------------------------------

/**
 * How the cash of an offer is paid (shared/src/claim-decision.ts, CASH_IN_LIEU_PAYMENT): by check, mailed to
 * `mailTo`; `payBy` is the day it is paid by once the offer is accepted (YYYY-MM-DD), null before; `summary`
 * says it in plain words.
 */
export const CashInLieuPayment = Type.Object({
  method: Type.Literal('check'),
  mailTo: Type.String(),
  payBy: Nullable(Type.String()),
  summary: Type.String(),
});
export type CashInLieuPayment = Static<typeof CashInLieuPayment>;

/** A cash-in-lieu offer on a claim and the homeowner's answer (null until they answer). */
export const CashInLieuOffer = Type.Object({
  amount: Type.Number(),
  note: Type.String(),
  offeredAt: Type.String(),
  answer: Nullable(Type.Union([Type.Literal('accepted'), Type.Literal('declined')])),
  answeredAt: Nullable(Type.String()),
  /** How the cash is (or would be) paid; left out of a declined offer. */
  payment: Type.Optional(CashInLieuPayment),
  /** True once the accepted offer settled the claim: it is closed, its work order and visit cancelled. */
  settled: Type.Optional(Type.Boolean()),
});
export type CashInLieuOffer = Static<typeof CashInLieuOffer>;

/** GET /account/serviceRequest/{serviceRequestId}/decision. Amounts in dollars. */
export const ClaimDecision = Type.Object({
  status: Type.Union([Type.Literal('pendingLhwApproval'), Type.Literal('approved'), Type.Literal('denied')]),
  reason: Type.String(),
  covered: Type.Array(Type.Object({ description: Type.String(), amount: Type.Number() })),
  notCovered: Type.Array(Type.Object({ description: Type.String(), amount: Type.Number(), why: Type.String() })),
  homeownerShare: Type.Number(),
  /** The offer staff made instead of the repair, if any. */
  cashInLieu: Nullable(CashInLieuOffer),
});
export type ClaimDecision = Static<typeof ClaimDecision>;

/** The decision on a claim, or null while the technician's diagnosis is not on its ticket. */
export const ClaimDecisionOrNone = Nullable(ClaimDecision);

/** GET /staff/cashInLieu/candidates: an open claim staff may offer cash on (denied, or over its plan's limit). */
export const CashInLieuCandidate = Type.Object({
  serviceRequestId: Type.String(),
  serviceRequestNumber: Type.String(),
  workOrderId: Type.String(),
  itemDescription: Type.String(),
  createdAt: Type.String(),
  status: ClaimDecision.properties.status,
  reason: Type.String(),
  /** What the homeowner would pay for the repair as decided, dollars. */
  homeownerShare: Type.Number(),
});
export type CashInLieuCandidate = Static<typeof CashInLieuCandidate>;
export const CashInLieuCandidateList = Type.Object({ items: Type.Array(CashInLieuCandidate) });
export type CashInLieuCandidateList = Static<typeof CashInLieuCandidateList>;

/** POST /staff/serviceRequests/{serviceRequestId}/cashInLieu. */
export const CashInLieuOfferBody = Type.Object({
  amount: Dollars({ minimum: 0.01, maximum: 1_000_000 }),
  note: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type CashInLieuOfferBody = Static<typeof CashInLieuOfferBody>;

/** POST /account/serviceRequest/{serviceRequestId}/cashInLieu: the homeowner's answer, given once. */
export const CashInLieuAnswerBody = Type.Object({ accept: Type.Boolean() });
export type CashInLieuAnswerBody = Static<typeof CashInLieuAnswerBody>;
