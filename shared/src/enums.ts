/** Fixed enumerations: user types, permissions, statuses and the other closed lists of the product. */
export const USER_TYPES = [
  'unknown',
  'homeowner',
  'employee',
  'contractor',
  'realEstateAgent',
  'titleCompanyAgent',
  'agentAssistant',
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** User types that order real-estate plans. */
export const REAL_ESTATE_USER_TYPES: readonly UserType[] = ['realEstateAgent', 'titleCompanyAgent', 'agentAssistant'];

export const PLAN_TYPE_CODES = ['CO', 'RE', 'PM'] as const;
export const PLAN_TYPE_VALUES = [
  'PropertyManager',
  'RealEstate',
  'Consumer',
  'PropertyManagerAEP',
  'PropertyManagerREM',
  'REProPrimaryResidence',
] as const;

export const ORDER_ACTION_KINDS = ['Auto Renewal', 'Renewal', 'Update Billing', 'Upgrade'] as const;

export const CONTRACT_ORDER_STATUSES = [
  'unknown',
  'newOrderExternal',
  'newOrderOSR',
  'newOrderInternal',
  'incomplete',
  'waitingForPayment',
  'completed',
  'cancelled',
  'renewable',
  'renewed',
  'expired',
  'futureRenewal',
] as const;

export const CONTRACT_STATUSES = ['active', 'expired', 'cancelled', 'pending', 'suspended', 'pending_Cancel'] as const;

/** Where a contract's application stands, beside its contract status (contractApplicationState gives it). */
export const CONTRACT_APPLICATION_STATES = [
  'closingInfoPending',
  'expired',
  'active',
  'newApplication',
  'suspended',
  'mechanicalInspectionPending',
  'paymentPending',
  'scheduleInspection',
  'professionalHomeInspectionPending',
  'inspectionOrderNotSent',
  'cancelled',
] as const;
export type ContractApplicationState = (typeof CONTRACT_APPLICATION_STATES)[number];

/** The kinds of home inspection a real-estate order may carry. */
export const INSPECTION_TYPES = [
  'customer declined',
  'customer sending in inspection',
  'waived',
  'mechanical',
  'request from agent',
  'professional',
] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

export const SERVICE_CALL_STATUSES = [
  'open',
  'sentToContractor',
  'pendingLhwApproval',
  'approved',
  'denied',
  'cancelled',
  'completePendingPayment',
  'batched',
  'invoiced',
  'paid',
  'completeNoBill',
  'paidCIL',
  'workComplete',
] as const;
export type ServiceCallStatus = (typeof SERVICE_CALL_STATUSES)[number];

/** What a contractor is doing about a visit: not started, on the way, checked in, done (contractorActivityStatus). */
export const CONTRACTOR_ACTIVITY_STATUSES = ['notStarted', 'onTheWay', 'checkedIn', 'appointmentCompleted'] as const;
export type ContractorActivityStatus = (typeof CONTRACTOR_ACTIVITY_STATUSES)[number];

export const CONTRACTOR_STATUS_FILTERS = ['open', 'closed', 'workComplete', 'all'] as const;
export type ContractorStatusFilter = (typeof CONTRACTOR_STATUS_FILTERS)[number];

export const DISPATCH_WORK_STATUSES = [
  'Attempted To Schedule',
  'Authorized',
  'Canceled',
  'Cash in lieu',
  'Factory back-ordered parts',
  'Not Set',
  'Paid',
  'Pending',
  'Pending Autho',
  'Scheduled',
  'Submitted for Billing',
  'Waiting for Customer Decision',
  'Waiting for inspection',
  'Waiting On Parts',
  'Work Complete',
] as const;

export const PAYMENT_METHODS = [
  'cash',
  'check',
  'contractorInvoice',
  'creditCard',
  'eCheck',
  'policyCredit',
  'transfer',
] as const;
export const PAYMENT_TYPES = ['escrow', 'full', 'monthly', 'partial', 'serviceCallFee'] as const;
export const PAYMENT_PLANS = [
  'escrow',
  'monthlyWithCreditCard',
  'paymentInFull',
  'threeMonthPlan',
  'threeMonthPlanWithCreditCard',
] as const;
export const SERVICE_CALL_PAYMENT_TIMINGS = [
  'payNow',
  'payLater',
  'favorFund',
  'coupon',
  'payToContractor',
  'billNow',
] as const;

export const PHONE_TYPES = ['mobile', 'home', 'work', 'other', 'fax'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const CARD_BRANDS = ['amex', 'dinersClub', 'discover', 'jcb', 'masterCard', 'visa'] as const;

export const QUESTION_TYPES = [
  'answer',
  'date',
  'fiveStar',
  'initial',
  'message',
  'modalMessage',
  'multiLine',
  'multiSelect',
  'number',
  'select',
  'terminal',
  'text',
] as const;

export const ORDERING_PARTY_ROLES = [
  'homeBuyer',
  'titleCompany',
  'homeSeller',
  'buyerAgent',
  'sellerAgent',
  'assistant',
  'lender',
  'agentSplit',
] as const;

export const COVERAGE_OUTCOMES = ['repair', 'replace', 'denial', 'notCovered'] as const;
export const GEOCODING_PROVIDERS = ['google', 'melissaData'] as const;

export const PERMISSIONS = [
  'Contract:Upgrade',
  'LimitsAndExclusions:Details',
  'Location:Geocoding',
  'Payment:ManageCreditCard',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ACCOUNT_MENU_KEYS = [
  'admin',
  'availability',
  'crrDash',
  'dashboard',
  'default',
  'dispatchTickets',
  'internalForum',
  'invoices',
  'accountInvoices',
  'jobs',
  'logout',
  'newOrder',
  'submitServiceRequest',
  'notices',
  'orders',
  'outbox',
  'profile',
  'serviceRequestHistory',
  'warranty',
] as const;

/** The partners of a real-estate order, by what they do in the sale. */
export const PARTNER_ROLES = ['buyerAgent', 'sellerAgent', 'assistant', 'loanOfficer', 'titleCompany'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** How an order is paid: at the closing (escrow), by card each month, or by card in full. */
export const ORDER_PAYMENT_TYPES = ['escrow', 'monthly', 'full'] as const;
export type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];
