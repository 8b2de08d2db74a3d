/**
 * The requests and answers the stand-in speaks, with Authorize.Net's own field names (AnetApiSchema.xsd as
 * carried by AuthorizeNet/sdk-node mappings/Schema.js and lib/apicontracts.js). Fields are listed in schema order.
 *
 * JSON requests follow the XML schema: a repeated element may come as an array or, when there is one, as a
 * single object (`setting: {...}`), and element order matters. Answers collapse the schema's single-child
 * wrappers into arrays (`transactionResponse.messages: [...]`, `transactions: [...]`, `batchList: [...]`), as
 * the real JSON answers do.
 */

/** A decimal written into the JSON text with two decimals (`45.00`), the way the gateway writes amounts. */
export class Decimal {
  readonly cents: number;
  constructor(cents: number) {
    this.cents = cents;
  }
}

export type OneOrMany<T> = T | T[];
export type Str = string;
/** A JSON string or number holding a decimal, e.g. "45.00" or 45. */
export type DecimalInput = string | number;
/** A JSON boolean or its text ("true", "false", "1", "0"). */
export type BooleanInput = boolean | string;

// ---------------------------------------------------------------------------------------------------- requests

export interface MerchantAuthenticationType {
  name?: Str;
  transactionKey?: Str;
  sessionToken?: Str;
  password?: Str;
  impersonationAuthentication?: unknown;
  fingerPrint?: unknown;
  clientKey?: Str;
  accessToken?: Str;
  mobileDeviceId?: Str;
}

/** Base of every request: `merchantAuthentication`, `clientId`, `refId` come first, in this order. */
export interface ANetApiRequest {
  merchantAuthentication: MerchantAuthenticationType;
  clientId?: Str;
  /** Up to 20 characters, echoed in the answer. */
  refId?: Str;
}

export interface NameAndAddressType {
  firstName?: Str;
  lastName?: Str;
  company?: Str;
  address?: Str;
  city?: Str;
  state?: Str;
  zip?: Str;
  country?: Str;
}

export interface CustomerAddressType extends NameAndAddressType {
  phoneNumber?: Str;
  faxNumber?: Str;
  email?: Str;
}

export interface CreditCardType {
  /** Full number on a charge or payment profile; the last four digits on a refund. */
  cardNumber: Str;
  /** YYYY-MM, MMYY, MM/YY, MM-YY, MMYYYY, MM/YYYY or MM-YYYY; `XXXX` on a refund. */
  expirationDate: Str;
  cardCode?: Str;
  isPaymentToken?: BooleanInput;
  cryptogram?: Str;
  tokenRequestorName?: Str;
  tokenRequestorId?: Str;
  tokenRequestorEci?: Str;
}

/** A choice: exactly one of the payment kinds, then `dataSource`. The stand-in handles `creditCard` only. */
export interface PaymentType {
  creditCard?: CreditCardType;
  bankAccount?: unknown;
  trackData?: unknown;
  encryptedTrackData?: unknown;
  payPal?: unknown;
  opaqueData?: unknown;
  emv?: unknown;
  dataSource?: Str;
}

export interface CustomerPaymentProfileType {
  customerType?: 'individual' | 'business';
  billTo?: CustomerAddressType;
  payment?: PaymentType;
  driversLicense?: unknown;
  taxId?: Str;
  defaultPaymentProfile?: BooleanInput;
  subsequentAuthInformation?: unknown;
  excludeFromAccountUpdater?: BooleanInput;
}

export interface CustomerProfileType {
  merchantCustomerId?: Str;
  description?: Str;
  email?: Str;
  paymentProfiles?: OneOrMany<CustomerPaymentProfileType>;
  shipToList?: OneOrMany<CustomerAddressType>;
  profileType?: 'guest' | 'regular';
}

export type ValidationMode = 'none' | 'testMode' | 'liveMode' | 'oldLiveMode';

export interface CreateCustomerProfileRequest extends ANetApiRequest {
  profile: CustomerProfileType;
  validationMode?: ValidationMode;
}

export interface GetCustomerProfileRequest extends ANetApiRequest {
  customerProfileId?: Str;
  merchantCustomerId?: Str;
  email?: Str;
  unmaskExpirationDate?: BooleanInput;
  includeIssuerInfo?: BooleanInput;
}

export interface DeleteCustomerProfileRequest extends ANetApiRequest {
  customerProfileId: Str;
}

export interface CreateCustomerPaymentProfileRequest extends ANetApiRequest {
  customerProfileId: Str;
  paymentProfile: CustomerPaymentProfileType;
  validationMode?: ValidationMode;
}

export interface GetCustomerPaymentProfileRequest extends ANetApiRequest {
  customerProfileId: Str;
  customerPaymentProfileId?: Str;
  unmaskExpirationDate?: BooleanInput;
  includeIssuerInfo?: BooleanInput;
}

export interface DeleteCustomerPaymentProfileRequest extends ANetApiRequest {
  customerProfileId: Str;
  customerPaymentProfileId: Str;
}

export type SettingName =
  | 'emailCustomer'
  | 'merchantEmail'
  | 'allowPartialAuth'
  | 'headerEmailReceipt'
  | 'footerEmailReceipt'
  | 'recurringBilling'
  | 'duplicateWindow'
  | 'testRequest'
  | 'hostedProfileReturnUrl'
  | 'hostedProfileReturnUrlText'
  | 'hostedProfilePageBorderVisible'
  | 'hostedProfileIFrameCommunicatorUrl'
  | 'hostedProfileHeadingBgColor'
  | 'hostedProfileValidationMode'
  | 'hostedProfileBillingAddressRequired'
  | 'hostedProfileCardCodeRequired'
  | 'hostedProfileBillingAddressOptions'
  | 'hostedProfileManageOptions'
  | 'hostedPaymentIFrameCommunicatorUrl'
  | 'hostedPaymentButtonOptions'
  | 'hostedPaymentReturnOptions'
  | 'hostedPaymentOrderOptions'
  | 'hostedPaymentPaymentOptions'
  | 'hostedPaymentBillingAddressOptions'
  | 'hostedPaymentShippingAddressOptions'
  | 'hostedPaymentSecurityOptions'
  | 'hostedPaymentCustomerOptions'
  | 'hostedPaymentStyleOptions'
  | 'typeEmailReceipt'
  | 'hostedProfilePaymentOptions'
  | 'hostedProfileSaveButtonText'
  | 'hostedPaymentVisaCheckoutOptions';

export interface SettingType {
  settingName?: SettingName;
  settingValue?: Str;
}

export interface ArrayOfSetting {
  setting?: OneOrMany<SettingType>;
}

export interface GetHostedProfilePageRequest extends ANetApiRequest {
  customerProfileId: Str;
  hostedProfileSettings?: ArrayOfSetting;
}

export type TransactionType =
  | 'authOnlyTransaction'
  | 'authCaptureTransaction'
  | 'captureOnlyTransaction'
  | 'refundTransaction'
  | 'priorAuthCaptureTransaction'
  | 'voidTransaction'
  | 'getDetailsTransaction'
  | 'authOnlyContinueTransaction'
  | 'authCaptureContinueTransaction';

export interface CustomerProfilePaymentType {
  createProfile?: BooleanInput;
  customerProfileId?: Str;
  paymentProfile?: { paymentProfileId: Str; cardCode?: Str };
  shippingProfileId?: Str;
}

export interface OrderType {
  invoiceNumber?: Str;
  description?: Str;
  discountAmount?: DecimalInput;
  taxIsAfterDiscount?: BooleanInput;
  totalTaxTypeCode?: Str;
  purchaserVATRegistrationNumber?: Str;
  merchantVATRegistrationNumber?: Str;
  vatInvoiceReferenceNumber?: Str;
  purchaserCode?: Str;
  summaryCommodityCode?: Str;
  purchaseOrderDateUTC?: Str;
  supplierOrderReference?: Str;
  authorizedContactName?: Str;
  cardAcceptorRefNumber?: Str;
  amexDataTAA1?: Str;
  amexDataTAA2?: Str;
  amexDataTAA3?: Str;
  amexDataTAA4?: Str;
}

export interface ExtendedAmountType {
  amount: DecimalInput;
  name?: Str;
  description?: Str;
}

export interface CustomerDataType {
  type?: 'individual' | 'business';
  id?: Str;
  email?: Str;
  driversLicense?: unknown;
  taxId?: Str;
}

export interface UserField {
  name?: Str;
  value?: Str;
}

/** transactionRequest, in schema order. */
export interface TransactionRequestType {
  transactionType: TransactionType;
  amount?: DecimalInput;
  currencyCode?: Str;
  payment?: PaymentType;
  profile?: CustomerProfilePaymentType;
  solution?: unknown;
  callId?: Str;
  terminalNumber?: Str;
  authCode?: Str;
  refTransId?: Str;
  splitTenderId?: Str;
  order?: OrderType;
  lineItems?: unknown;
  tax?: ExtendedAmountType;
  duty?: ExtendedAmountType;
  shipping?: ExtendedAmountType;
  taxExempt?: BooleanInput;
  poNumber?: Str;
  customer?: CustomerDataType;
  billTo?: CustomerAddressType;
  shipTo?: NameAndAddressType;
  customerIP?: Str;
  cardholderAuthentication?: unknown;
  retail?: unknown;
  employeeId?: Str;
  transactionSettings?: ArrayOfSetting;
  userFields?: { userField?: OneOrMany<UserField> };
  surcharge?: ExtendedAmountType;
  merchantDescriptor?: Str;
  subMerchant?: unknown;
  tip?: ExtendedAmountType;
  processingOptions?: unknown;
  subsequentAuthInformation?: unknown;
  otherTax?: unknown;
  shipFrom?: NameAndAddressType;
  authorizationIndicatorType?: unknown;
}

export interface CreateTransactionRequest extends ANetApiRequest {
  transactionRequest: TransactionRequestType;
}

export interface UpdateHeldTransactionRequest extends ANetApiRequest {
  heldTransactionRequest: { action: 'approve' | 'decline'; refTransId: Str };
}

export interface GetTransactionDetailsRequest extends ANetApiRequest {
  transId: Str;
}

export interface TransactionListSorting {
  orderBy: 'id' | 'submitTimeUTC';
  orderDescending: BooleanInput;
}

/** `offset` is the page number, starting at 1; `limit` is the page size (1 to 1000). */
export interface Paging {
  limit: number | string;
  offset: number | string;
}

export interface GetTransactionListForCustomerRequest extends ANetApiRequest {
  customerProfileId: Str;
  customerPaymentProfileId?: Str;
  sorting?: TransactionListSorting;
  paging?: Paging;
}

export interface GetUnsettledTransactionListRequest extends ANetApiRequest {
  status?: 'any' | 'pendingApproval';
  sorting?: TransactionListSorting;
  paging?: Paging;
}

export interface GetSettledBatchListRequest extends ANetApiRequest {
  includeStatistics?: BooleanInput;
  /** xs:dateTime; read as UTC when it carries no offset. */
  firstSettlementDate?: Str;
  lastSettlementDate?: Str;
}

export interface GetTransactionListRequest extends ANetApiRequest {
  batchId?: Str;
  sorting?: TransactionListSorting;
  paging?: Paging;
}

/** Every request the stand-in knows, by its root name. */
export interface ApiRequests {
  authenticateTestRequest: ANetApiRequest;
  createCustomerProfileRequest: CreateCustomerProfileRequest;
  getCustomerProfileRequest: GetCustomerProfileRequest;
  deleteCustomerProfileRequest: DeleteCustomerProfileRequest;
  createCustomerPaymentProfileRequest: CreateCustomerPaymentProfileRequest;
  getCustomerPaymentProfileRequest: GetCustomerPaymentProfileRequest;
  deleteCustomerPaymentProfileRequest: DeleteCustomerPaymentProfileRequest;
  getHostedProfilePageRequest: GetHostedProfilePageRequest;
  createTransactionRequest: CreateTransactionRequest;
  updateHeldTransactionRequest: UpdateHeldTransactionRequest;
  getTransactionDetailsRequest: GetTransactionDetailsRequest;
  getTransactionListForCustomerRequest: GetTransactionListForCustomerRequest;
  getUnsettledTransactionListRequest: GetUnsettledTransactionListRequest;
  getSettledBatchListRequest: GetSettledBatchListRequest;
  getTransactionListRequest: GetTransactionListRequest;
}
export type ApiRequestName = keyof ApiRequests;

// ----------------------------------------------------------------------------------------------------- answers

export interface MessagesType {
  resultCode: 'Ok' | 'Error';
  message: { code: string; text: string }[];
}

/** Base of every answer. The gateway writes the call's own fields first, then `refId`, then `messages`. */
export interface ANetApiResponse {
  refId?: string;
  messages: MessagesType;
}

export interface CreateCustomerProfileResponse extends ANetApiResponse {
  customerProfileId?: string;
  customerPaymentProfileIdList: string[];
  customerShippingAddressIdList: string[];
  validationDirectResponseList: string[];
}

export interface CreditCardMaskedType {
  /** `XXXX1111` */
  cardNumber: string;
  /** `XXXX`, or `YYYY-MM` with unmaskExpirationDate. */
  expirationDate: string;
  cardType?: string;
  issuerNumber?: string;
}

/** The gateway writes a derived type's own fields before those of its base. */
export interface CustomerPaymentProfileMaskedType {
  customerProfileId?: string;
  customerPaymentProfileId: string;
  defaultPaymentProfile?: boolean;
  payment: { creditCard: CreditCardMaskedType };
  customerType?: string;
  billTo?: CustomerAddressType;
}

export interface CustomerProfileMaskedType {
  paymentProfiles?: CustomerPaymentProfileMaskedType[];
  profileType?: string;
  customerProfileId: string;
  merchantCustomerId?: string;
  description?: string;
  email?: string;
}

export interface GetCustomerProfileResponse extends ANetApiResponse {
  profile?: CustomerProfileMaskedType;
}

export interface CreateCustomerPaymentProfileResponse extends ANetApiResponse {
  customerProfileId?: string;
  customerPaymentProfileId?: string;
  validationDirectResponse?: string;
}

export interface GetCustomerPaymentProfileResponse extends ANetApiResponse {
  paymentProfile?: CustomerPaymentProfileMaskedType;
}

export interface GetHostedProfilePageResponse extends ANetApiResponse {
  token?: string;
}

/** responseCode: 1 approved, 2 declined, 3 error, 4 held for review. */
export type ResponseCode = '1' | '2' | '3' | '4';

export interface TransactionResponse {
  responseCode: ResponseCode;
  authCode: string;
  avsResultCode: string;
  cvvResultCode: string;
  cavvResultCode: string;
  transId: string;
  refTransID: string;
  transHash: string;
  testRequest: string;
  accountNumber: string;
  accountType: string;
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
  userFields?: UserField[];
  transHashSha2: string;
  profile?: { customerProfileId: string; customerPaymentProfileId: string };
  SupplementalDataQualificationIndicator: number;
  networkTransId?: string;
}

export interface CreateTransactionResponse extends ANetApiResponse {
  transactionResponse?: TransactionResponse;
}

export type UpdateHeldTransactionResponse = CreateTransactionResponse;

export type TransactionStatus =
  | 'authorizedPendingCapture'
  | 'capturedPendingSettlement'
  | 'communicationError'
  | 'refundSettledSuccessfully'
  | 'refundPendingSettlement'
  | 'approvedReview'
  | 'declined'
  | 'couldNotVoid'
  | 'expired'
  | 'generalError'
  | 'pendingFinalSettlement'
  | 'pendingSettlement'
  | 'failedReview'
  | 'settledSuccessfully'
  | 'settlementError'
  | 'underReview'
  | 'updatingSettlement'
  | 'voided'
  | 'FDSPendingReview'
  | 'FDSAuthorizedPendingReview'
  | 'returnedItem'
  | 'chargeback'
  | 'chargebackReversal'
  | 'authorizedPendingRelease';

export interface BatchStatisticType {
  accountType: string;
  chargeAmount: Decimal;
  chargeCount: number;
  refundAmount: Decimal;
  refundCount: number;
  voidCount: number;
  declineCount: number;
  errorCount: number;
  chargebackAmount?: Decimal;
  chargebackCount?: number;
  chargeChargeBackAmount?: Decimal;
  chargeChargeBackCount?: number;
}

export interface BatchDetailsType {
  batchId: string;
  settlementTimeUTC: string;
  settlementTimeLocal: string;
  settlementState: 'settledSuccessfully' | 'settlementError' | 'pendingSettlement';
  paymentMethod?: string;
  marketType?: string;
  product?: string;
  statistics?: BatchStatisticType[];
}

export interface TransactionDetailsType {
  transId: string;
  refTransId?: string;
  submitTimeUTC: string;
  submitTimeLocal: string;
  transactionType: TransactionType;
  transactionStatus: TransactionStatus;
  responseCode: number;
  responseReasonCode: number;
  responseReasonDescription: string;
  authCode?: string;
  AVSResponse?: string;
  cardCodeResponse?: string;
  batch?: Omit<BatchDetailsType, 'statistics' | 'paymentMethod'>;
  order?: { invoiceNumber?: string; description?: string };
  authAmount: Decimal;
  settleAmount: Decimal;
  taxExempt?: boolean;
  payment: { creditCard: CreditCardMaskedType };
  customer?: { id?: string; email?: string };
  billTo?: CustomerAddressType;
  recurringBilling?: boolean;
  customerIP?: string;
  product?: string;
  marketType?: string;
  profile?: { customerProfileId: string; customerPaymentProfileId: string };
  networkTransId?: string;
}

export interface GetTransactionDetailsResponse extends ANetApiResponse {
  transaction?: TransactionDetailsType;
}

export interface TransactionSummaryType {
  transId: string;
  submitTimeUTC: string;
  submitTimeLocal: string;
  transactionStatus: TransactionStatus;
  invoiceNumber?: string;
  firstName?: string;
  lastName?: string;
  accountType: string;
  accountNumber: string;
  settleAmount: Decimal;
  marketType?: string;
  product?: string;
  profile?: { customerProfileId: string; customerPaymentProfileId: string };
}

/** Also the answer of getTransactionListForCustomerRequest and getUnsettledTransactionListRequest. */
export interface GetTransactionListResponse extends ANetApiResponse {
  transactions?: TransactionSummaryType[];
  totalNumInResultSet?: number;
}

export interface GetSettledBatchListResponse extends ANetApiResponse {
  batchList?: BatchDetailsType[];
}

// ---------------------------------------------------------------------------------------------------- webhooks

export type WebhookEventType =
  | 'net.authorize.payment.authcapture.created'
  | 'net.authorize.payment.authorization.created'
  | 'net.authorize.payment.priorAuthCapture.created'
  | 'net.authorize.payment.refund.created'
  | 'net.authorize.payment.void.created'
  | 'net.authorize.payment.fraud.held'
  | 'net.authorize.payment.fraud.approved'
  | 'net.authorize.payment.fraud.declined';

export interface WebhookTransactionPayload {
  responseCode: number;
  authCode?: string;
  avsResponse?: string;
  /** In dollars; written with two decimals (`45.00`). */
  authAmount: number;
  merchantReferenceId?: string;
  fraudList?: { fraudFilter: string; fraudAction: string }[];
  entityName: 'transaction';
  /** The transaction id. */
  id: string;
}

export interface WebhookEvent {
  notificationId: string;
  eventType: WebhookEventType;
  /** e.g. 2017-08-18T20:40:52.7722007Z */
  eventDate: string;
  webhookId: string;
  payload: WebhookTransactionPayload;
}
