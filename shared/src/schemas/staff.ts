/**
 * Staff tools: feature flags with isUpdating, the audit log of staff
 * actions, user search for impersonation, and contractor relations (search, a contractor's statistics, the
 * crr dashboard's network statistics and graphs). Money is dollars; a ticket counts in the month it was created.
 */
import { type Static, Type } from 'typebox';
import { USER_TYPES } from '../enums.ts';
import { Dollars, IsoDateTime, RowId } from './common.ts';
import { AuthorizationRequest, CustomerComment, DispatchFile } from './dispatch.ts';
import { Partner } from './ordering.ts';

const Id = /* @__NO_SIDE_EFFECTS__ */ Type.String({ minLength: 1, maxLength: 100 });
const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
const Nullable = /* @__NO_SIDE_EFFECTS__ */ <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

// ---- Feature flags -------------------------------------------------------------------------------

/**
 * How long a flag reads `isUpdating: true` after a change. Every API process reads flags straight from the
 * database, so a change gates requests at once; the window gives screens that follow the reload rule
 * (reload every 1 s while any flag isUpdating) a few reloads in which to see the change settle.
 */
export const FEATURE_FLAG_SETTLE_SECONDS = 5;

/** A flag as GET /feature and PUT /feature/flag/{key}/{isEnabled} answer it. */
export const FeatureFlagState = Type.Object({
  key: Type.String(),
  isEnabled: Type.Boolean(),
  /** True for FEATURE_FLAG_SETTLE_SECONDS after the flag was last changed. */
  isUpdating: Type.Boolean(),
  description: Type.String(),
});
export type FeatureFlagState = Static<typeof FeatureFlagState>;
export const FeatureFlagList = Type.Array(FeatureFlagState);
export type FeatureFlagList = Static<typeof FeatureFlagList>;

export const FeatureFlagParams = Type.Object({ key: Id, isEnabled: Type.Boolean() });
export type FeatureFlagParams = Static<typeof FeatureFlagParams>;

// ---- Audit log -----------------------------------------------------------------------------------

export const STAFF_AUDIT_ACTIONS = [
  'impersonationStart',
  'impersonationEnd',
  'featureFlagChange',
  'accountMerge',
  'savedCardUse',
  'partnerApproval',
  'jobRun',
  'globalNoticePublish',
  'globalNoticeRetire',
  'dataRequestMade',
  'dataExportDownload',
  'accountErasure',
  'dataRequestComplete',
  'authorizationDecision',
  'chequeRecorded',
  'cashInLieuOffer',
  'booksCheckFinding',
  'settlementFinding',
  'paymentDisputed',
  'disputeDecision',
] as const;
export type StaffAuditAction = (typeof STAFF_AUDIT_ACTIONS)[number];

/** What an entry adds to its action and target; only the fields of its action are present. */
export const StaffAuditDetail = Type.Object({
  /** featureFlagChange: the value before and after. */
  wasEnabled: Type.Optional(Type.Boolean()),
  isEnabled: Type.Optional(Type.Boolean()),
  /** accountMerge: the e-mail of the account taken in, and how many contracts moved to the actor. */
  mergedEmail: Type.Optional(Type.String()),
  contractsMoved: Type.Optional(Type.Integer()),
  /** savedCardUse: what was done with the customer's card, and the reason the staff member gave. */
  reason: Type.Optional(Type.String()),
  /** partnerApproval: the partner's name and who added it. */
  partnerName: Type.Optional(Type.String()),
  addedByUserId: Type.Optional(Type.String()),
  /** Data requests: the kind of request, and the staff member's outcome note on completion. */
  requestType: Type.Optional(Type.String()),
  outcome: Type.Optional(Type.String()),
  /** accountErasure: who asked (the person themselves, or staff completing a request) and the request's id. */
  requestedBy: Type.Optional(Type.String()),
  dataRequestId: Type.Optional(Type.String()),
  /** authorizationDecision: the ticket, the amount asked for and the decision (with the amount approved). */
  workOrderId: Type.Optional(Type.String()),
  requestedAmount: Type.Optional(Type.Number()),
  approved: Type.Optional(Type.Boolean()),
  approvedAmount: Type.Optional(Type.Number()),
  /** jobRun: what the run acted as of, what started it, how many things it changed and why it failed. */
  jobNow: Type.Optional(Type.String()),
  trigger: Type.Optional(Type.Union([Type.Literal('schedule'), Type.Literal('command'), Type.Literal('staff')])),
  changed: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String()),
  /** globalNoticePublish and globalNoticeRetire: the notice's kind and text. */
  noticeKind: Type.Optional(Type.String()),
  noticeText: Type.Optional(Type.String()),
  /** chequeRecorded: the cheque's number, amount (dollars) and the day it was received. */
  chequeNumber: Type.Optional(Type.String()),
  amount: Type.Optional(Type.Number()),
  receivedOn: Type.Optional(Type.String()),
  /** cashInLieuOffer (target: the service request): the note to the homeowner; `amount` holds the offer. */
  note: Type.Optional(Type.String()),
  /**
   * booksCheckFinding and settlementFinding: what the nightly check found (coverageAheadOfMoney,
   * unknownAtGateway, ...); paymentDisputed: `chargeback`; disputeDecision: `resumed` or `cardStopped`.
   */
  finding: Type.Optional(Type.String()),
});
export type StaffAuditDetail = Static<typeof StaffAuditDetail>;

export const STAFF_AUDIT_DEFAULT_LIMIT = 50;
export const STAFF_AUDIT_MAX_LIMIT = 200;

export const StaffAuditQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: STAFF_AUDIT_MAX_LIMIT, default: STAFF_AUDIT_DEFAULT_LIMIT }),
  /** `nextBefore` of the previous page, or an ISO date-time: entries strictly older. */
  before: Type.Optional(Type.String({ minLength: 1, maxLength: 150 })),
});
export type StaffAuditQuery = Static<typeof StaffAuditQuery>;

/** A user named by the log or found by the user search. */
export const StaffUserSummary = Type.Object({
  userId: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  userType: Type.Enum(USER_TYPES),
});
export type StaffUserSummary = Static<typeof StaffUserSummary>;

export const StaffAuditEntry = Type.Object({
  auditId: Type.String(),
  at: IsoDateTime,
  action: Type.Enum(STAFF_AUDIT_ACTIONS),
  /**
   * Who acted: the staff member; for a merge, the user who took the other account in; null for the system
   * (a job run by its schedule or by `npm run jobs`).
   */
  actor: Nullable(StaffUserSummary),
  /** A user id (impersonation: the user acted as; merge: the account taken in), a flag key or a partner id. */
  target: Type.String(),
  /** The target user, when the target is a user. */
  targetUser: Nullable(StaffUserSummary),
  /**
   * The numbers staff know the target by, when it is a row of ours: a claim's "SR-3004123 · WO-7781234 ·
   * HW-20418837", an invoice's or a payment's policy number.
   */
  targetReference: Nullable(Type.String()),
  detail: StaffAuditDetail,
});
export type StaffAuditEntry = Static<typeof StaffAuditEntry>;

export const StaffAuditResponse = Type.Object({
  /** Newest first. */
  items: Type.Array(StaffAuditEntry),
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: Nullable(Type.String()),
});
export type StaffAuditResponse = Static<typeof StaffAuditResponse>;

// ---- Global notices ------------------------------------------------------------------------------

// The notices themselves are in global-notices.ts: every visitor's app reads them.

export const GlobalNoticeParams = Type.Object({ noticeId: Id });

// ---- User search ---------------------------------------------------------------------------------

export const STAFF_USER_SEARCH_LIMIT = 25;

export const StaffUserSearchQuery = Type.Object({
  /** Part of a name ("first last"), an e-mail address or a phone number (digits; dashes ignored). */
  q: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
});
export type StaffUserSearchQuery = Static<typeof StaffUserSearchQuery>;

export const StaffUserSearchResponse = Type.Object({
  /** At most STAFF_USER_SEARCH_LIMIT, by last and first name; staff and merged accounts are left out. */
  users: Type.Array(StaffUserSummary),
  /** More users match: narrow the search. */
  hasMore: Type.Boolean(),
});
export type StaffUserSearchResponse = Static<typeof StaffUserSearchResponse>;

// ---- Partners added while ordering ---------------------------------------------------------------

/**
 * A partner added by an agent is `pending`: seen (search, find) only by the agent who added it until staff
 * approve it. Partners staff add, and the seeded ones, are `approved`.
 */
export const PARTNER_STATUSES = ['pending', 'approved'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const STAFF_PARTNER_LIST_LIMIT = 200;

export const StaffPartnerQuery = Type.Object({
  status: Type.Enum(PARTNER_STATUSES, { type: 'string', default: 'pending' }),
});
export type StaffPartnerQuery = Static<typeof StaffPartnerQuery>;

export const StaffPartnerParams = Type.Object({ partnerId: Id });

export const StaffPartner = Type.Intersect([
  Partner,
  Type.Object({
    status: Type.Enum(PARTNER_STATUSES, { type: 'string' }),
    createdAt: IsoDateTime,
    /** Who added it; null for seeded partners. */
    createdBy: Nullable(StaffUserSummary),
  }),
]);
export type StaffPartner = Static<typeof StaffPartner>;

export const StaffPartnerList = Type.Object({
  /** Oldest first, at most STAFF_PARTNER_LIST_LIMIT. */
  partners: Type.Array(StaffPartner),
  hasMore: Type.Boolean(),
});
export type StaffPartnerList = Static<typeof StaffPartnerList>;

// ---- Contractor relations: search ----------------------------------------------------------------

export const CONTRACTOR_SEARCH_PAGE_SIZE = 20;

/** POST /contractorRelations/search. */
export const ContractorSearchBody = Type.Object({
  /** Company, contact name, e-mail, phone or service zip code; empty lists every contractor. */
  term: Type.String({ maxLength: 100 }),
  tradeId: Type.Optional(RowId),
  /** Contractors serving at least one zip code in this state. */
  stateCode: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  /** 0-based. */
  page: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
});
export type ContractorSearchBody = Static<typeof ContractorSearchBody>;

export const ContractorTrade = Type.Object({ tradeId: Type.Integer(), name: Type.String() });

export const ContractorSearchItem = Type.Object({
  userId: Type.String(),
  /** The sign-in name: the e-mail address. */
  username: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** The primary phone, or null. */
  phone: Nullable(Type.String()),
  /** Null when the contractor has no profile yet. */
  companyName: Nullable(Type.String()),
  trades: Type.Array(ContractorTrade),
  serviceZipCodes: Type.Array(Type.String()),
  /** The states of the service zip codes. */
  stateCodes: Type.Array(Type.String()),
  /** Tickets assigned and not finished (open, sentToContractor, pendingLhwApproval, approved). */
  openTicketCount: Type.Integer(),
  /** Average customer survey rating (1 to 5, one decimal) over all surveys; null without surveys. */
  averageRating: Nullable(Type.Number()),
  surveyCount: Type.Integer(),
});
export type ContractorSearchItem = Static<typeof ContractorSearchItem>;

export const ContractorSearchResponse = Type.Object({
  items: Type.Array(ContractorSearchItem),
  totalItems: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ContractorSearchResponse = Static<typeof ContractorSearchResponse>;

// ---- Contractor relations: statistics ------------------------------------------------------------

export const StatisticsYearQuery = Type.Object({ year: Type.Optional(Year) });
export type StatisticsYearQuery = Static<typeof StatisticsYearQuery>;
export const ContractorIdParams = Type.Object({ contractorId: Id });
export const ContractorUsernameParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 254 }) });

/** Dispatch figures of a period or group: tickets created in it and what became of them. */
const dispatchFigures = {
  tickets: Type.Integer(),
  /** Tickets with a completion date. */
  completed: Type.Integer(),
  /** From creation to completion, over completed tickets; one decimal, 0 without any. */
  averageDaysToComplete: Type.Number(),
  /** Tickets that repeat an earlier work order. */
  recalls: Type.Integer(),
  /** Customer surveys of these tickets. */
  surveys: Type.Integer(),
  /** One decimal, 0 without surveys. */
  averageRating: Type.Number(),
  /**
   * Ticket totals (parts and their tax, ticket tax, shipping, purchase-order cost, less discount) of the tickets
   * sent for billing: completePendingPayment, batched, invoiced, paid, paidCIL.
   */
  amountBilled: Type.Number(),
};
export const DispatchFigures = Type.Object(dispatchFigures);
export type DispatchFigures = Static<typeof DispatchFigures>;

const monthFields = {
  /** 1 to 12. */
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  /** Jan .. Dec. */
  label: Type.String(),
};

export const ContractorStatisticsResponse = Type.Object({
  year: Type.Integer(),
  contractor: Type.Object({
    userId: Type.String(),
    username: Type.String(),
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    companyName: Nullable(Type.String()),
  }),
  totals: DispatchFigures,
  /** Jan .. Dec, every month present. */
  months: Type.Array(Type.Object({ ...monthFields, ...dispatchFigures })),
  /** The contractor's trades and any other trade of their tickets, by name. */
  trades: Type.Array(Type.Object({ tradeId: Type.Integer(), name: Type.String(), ...dispatchFigures })),
  /** As the contractor's dashboard: percentages (0 to 100). */
  scores: Type.Array(Type.Object({ name: Type.String(), score: Type.Number() })),
  /** The ten newest survey comments. */
  comments: Type.Array(CustomerComment),
});
export type ContractorStatisticsResponse = Static<typeof ContractorStatisticsResponse>;

/** The statistics dimensions that the crr dashboard counts. */
export const STATISTICS_DIMENSIONS = ['policies', 'agents', 'agencies', 'contractors'] as const;

const networkFigures = {
  /** Contracts sold (created) in the period. */
  policies: Type.Integer(),
  /** Distinct real-estate users (realEstateAgent, titleCompanyAgent, agentAssistant) who ordered those contracts. */
  agents: Type.Integer(),
  /** Distinct companies of the buyer's agents, listing agents and assistants named on those contracts. */
  agencies: Type.Integer(),
  /** Distinct contractors with a ticket created in the period. */
  contractors: Type.Integer(),
  ...dispatchFigures,
};
export const NetworkFigures = Type.Object(networkFigures);
export type NetworkFigures = Static<typeof NetworkFigures>;

export const CrrStatisticsResponse = Type.Object({
  year: Type.Integer(),
  dimensions: Type.Array(Type.Enum(STATISTICS_DIMENSIONS)),
  /** The year: distinct counts over the whole year (not the sum of the months). */
  totals: NetworkFigures,
  /** Jan .. Dec, every month present. */
  months: Type.Array(Type.Object({ ...monthFields, ...networkFigures })),
  /** The market states first (always present), then any other state with data; by state code. */
  states: Type.Array(Type.Object({ stateCode: Type.String(), description: Type.String(), ...networkFigures })),
  /** Trades with tickets in the year, by name. */
  trades: Type.Array(
    Type.Object({ tradeId: Type.Integer(), name: Type.String(), contractors: Type.Integer(), ...dispatchFigures }),
  ),
});
export type CrrStatisticsResponse = Static<typeof CrrStatisticsResponse>;

export const ChartSeries = Type.Object({
  /** A field name of the statistics (policies, tickets, amountBilled, ...). */
  key: Type.String(),
  name: Type.String(),
  /** One value per label. */
  values: Type.Array(Type.Number()),
});

export const Chart = Type.Object({
  key: Type.String(),
  title: Type.String(),
  labels: Type.Array(Type.String()),
  series: Type.Array(ChartSeries),
});
export type Chart = Static<typeof Chart>;

export const CrrGraphsResponse = Type.Object({ year: Type.Integer(), charts: Type.Array(Chart) });
export type CrrGraphsResponse = Static<typeof CrrGraphsResponse>;

// ---- The clock's jobs ----------------------------------------------------------------------------

/** One run of a clock job. */
export const StaffJobRun = Type.Object({
  runId: Id,
  /** The moment the run acted as of. */
  now: IsoDateTime,
  trigger: Type.Union([Type.Literal('schedule'), Type.Literal('command'), Type.Literal('staff')]),
  startedAt: IsoDateTime,
  /** Null while it runs (or when the process running it stopped). */
  finishedAt: Nullable(IsoDateTime),
  changed: Type.Integer({ minimum: 0 }),
  /** One line per thing done. */
  lines: Type.Array(Type.String()),
  /** Why it failed; null when it did not. */
  error: Nullable(Type.String()),
});
export type StaffJobRun = Static<typeof StaffJobRun>;

export const StaffJob = Type.Object({
  name: Type.String(),
  /** Cron expression, UTC. */
  schedule: Type.String(),
  /** When the schedule next fires (the server runs it only with its schedules on). */
  nextRunAt: Nullable(IsoDateTime),
  lastRun: Nullable(StaffJobRun),
  /** The latest failed runs, newest first (at most 5). */
  failures: Type.Array(StaffJobRun),
});
export type StaffJob = Static<typeof StaffJob>;

export const StaffJobList = Type.Object({ items: Type.Array(StaffJob) });
export type StaffJobList = Static<typeof StaffJobList>;

export const StaffJobParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) });

// ---- Authorisation requests ------------------------------------------------------------------------

/** An open request as staff decide it: with the ticket's current limit and total, and who asked. */
export const StaffAuthorizationRequest = Type.Object({
  ...AuthorizationRequest.properties,
  preAuthorizedLimit: Type.Number(),
  ticketTotal: Type.Number(),
  technicianName: Type.String(),
  companyName: Nullable(Type.String()),
  /** The ticket's photos and documents, oldest first: what the technician shows for the amount asked. */
  files: Type.Array(DispatchFile),
});
export type StaffAuthorizationRequest = Static<typeof StaffAuthorizationRequest>;
export const StaffAuthorizationRequestList = Type.Object({ items: Type.Array(StaffAuthorizationRequest) });
export type StaffAuthorizationRequestList = Static<typeof StaffAuthorizationRequestList>;

export const AuthorizationRequestParams = Type.Object({ authorizationRequestId: Id });

/** POST /staff/authorizationRequests/{id}/decision. */
export const AuthorizationDecisionBody = Type.Object({
  approved: Type.Boolean(),
  /** The limit to approve; the amount asked for when left out. Refused with a decline. */
  amount: Type.Optional(Dollars({ minimum: 0.01, maximum: 1_000_000 })),
});
export type AuthorizationDecisionBody = Static<typeof AuthorizationDecisionBody>;
