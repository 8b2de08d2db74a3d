/**
 * The JSON API (POST /xml/v1/request.api): one request name as the single top-level key, answers as the gateway
 * writes them. Field names and order come from AuthorizeNet/sdk-node (lib/apicontracts.js, mappings/Schema.js),
 * the calls' shapes from AuthorizeNet/sample-code-node, codes and texts from Authorize.Net's response code list.
 */
import { createHmac } from 'node:crypto';
import {
  avsResultFor,
  type CardType,
  cardCodeValid,
  cardNumberValid,
  cardTypeOf,
  cvvResultFor,
  DECLINE_ZIP,
  digitsOnly,
  type Expiration,
  formatExpiration,
  isExpired,
  maskCardNumber,
  parseExpiration,
} from './cards.ts';
import { validateRequest } from './schema.ts';
import {
  formatDollars,
  localTime,
  type Store,
  type StoredCustomerProfile,
  type StoredPaymentProfile,
  type TransactionRecord,
  utcTime,
} from './store.ts';
import {
  type ApiRequestName,
  type ApiRequests,
  type ArrayOfSetting,
  type BooleanInput,
  type CreateTransactionRequest,
  type CustomerAddressType,
  type CustomerPaymentProfileType,
  Decimal,
  type DecimalInput,
  type MessagesType,
  type OneOrMany,
  type Paging,
  type TransactionListSorting,
  type TransactionRequestType,
  type WebhookEventType,
} from './types.ts';

export const BOM = '\uFEFF';

// --------------------------------------------------------------------------------------------- JSON writing

/** JSON text as the gateway writes it: undefined fields left out, Decimal values with two decimals. */
export function writeJson(value: unknown): string {
  if (value instanceof Decimal) return formatDollars(value.cents);
  if (value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(writeJson).join(',')}]`;
  if (typeof value === 'object') {
    const parts: string[] = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      parts.push(`${JSON.stringify(key)}:${writeJson(item)}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

// ------------------------------------------------------------------------------------------------- answers

type Fields = Record<string, unknown>;

interface Answer {
  fields: Fields;
  messages: MessagesType;
}

const OK: MessagesType = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const NO_RECORDS: MessagesType = { resultCode: 'Ok', message: [{ code: 'I00004', text: 'No records found.' }] };
const failure = (code: string, text: string): MessagesType => ({ resultCode: 'Error', message: [{ code, text }] });

const RECORD_NOT_FOUND = failure('E00040', 'The record cannot be found.');
const AUTH_FAILED = failure('E00007', 'User authentication failed due to invalid authentication values.');
const TRANSACTION_UNSUCCESSFUL = failure('E00027', 'The transaction was unsuccessful.');

/** Fields some answers carry even when they fail (the XML answers show them empty). */
const ERROR_FIELDS: Partial<Record<ApiRequestName, Fields>> = {
  createCustomerProfileRequest: {
    customerPaymentProfileIdList: [],
    customerShippingAddressIdList: [],
    validationDirectResponseList: [],
  },
};

export interface ApiResult {
  /** The request as parsed, or undefined when it was not JSON. */
  parsed: unknown;
  /** The answer object; write it with writeJson after a byte-order mark. */
  answer: Fields;
  /** Work to do once the answer is on its way (webhooks). */
  after: (() => void)[];
}

export function handleApi(store: Store, raw: string): ApiResult {
  const after: (() => void)[] = [];
  const previousEmit = store.emit;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.replace(/^\uFEFF/, ''));
  } catch {
    return {
      parsed: undefined,
      answer: { messages: failure('E00003', 'An error occurred while parsing the XML request.') },
      after,
    };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed) || Object.keys(parsed).length !== 1) {
    return {
      parsed,
      answer: { messages: failure('E00003', 'An error occurred while parsing the XML request.') },
      after,
    };
  }
  const [name, body] = Object.entries(parsed)[0] as [string, unknown];
  const handler = HANDLERS[name as ApiRequestName] as ((store: Store, body: never) => Answer) | undefined;
  if (!handler) {
    return {
      parsed,
      answer: { messages: failure('E00004', 'The name of the requested API method is invalid.') },
      after,
    };
  }
  const problem = validateRequest(name, body);
  if (problem) return { parsed, answer: { messages: failure('E00003', problem) }, after };

  const request = body as ApiRequests[ApiRequestName];
  const refId = request.refId === undefined || request.refId === null ? undefined : String(request.refId);
  const auth = request.merchantAuthentication;
  const finish = (result: Answer): ApiResult => ({
    parsed,
    answer: { ...result.fields, refId, messages: result.messages },
    after,
  });
  if (auth.name !== store.options.apiLoginId || auth.transactionKey !== store.options.transactionKey) {
    return finish({ fields: ERROR_FIELDS[name as ApiRequestName] ?? {}, messages: AUTH_FAILED });
  }
  // Webhooks leave after the answer, as the gateway's notifications do.
  store.emit = (event) => after.push(() => previousEmit(event));
  try {
    const result = handler(store, body as never);
    const fields =
      result.messages.resultCode === 'Error'
        ? { ...(ERROR_FIELDS[name as ApiRequestName] ?? {}), ...result.fields }
        : result.fields;
    return finish({ fields, messages: result.messages });
  } finally {
    store.emit = previousEmit;
  }
}

// ------------------------------------------------------------------------------------------------- helpers

function list<T>(value: OneOrMany<T> | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function bool(value: BooleanInput | undefined): boolean {
  return value === true || value === 'true' || value === '1';
}

function str(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value);
  return text === '' ? undefined : text;
}

/** Dollars to cents; undefined unless a non-negative amount with at most two decimals. */
function cents(value: DecimalInput | undefined): number | undefined {
  if (value === undefined || value === null) return undefined;
  const match = /^\s*\+?(\d*)(?:\.(\d*))?\s*$/.exec(String(value));
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return undefined;
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) return undefined;
  return Number(match[1] || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

export function settingsOf(settings: ArrayOfSetting | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const setting of list(settings?.setting)) {
    if (setting?.settingName)
      map.set(setting.settingName, setting.settingValue === undefined ? '' : String(setting.settingValue));
  }
  return map;
}

function address(value: CustomerAddressType | undefined): CustomerAddressType | undefined {
  if (!value) return undefined;
  const keys = [
    'firstName',
    'lastName',
    'company',
    'address',
    'city',
    'state',
    'zip',
    'country',
    'phoneNumber',
    'faxNumber',
    'email',
  ] as const;
  const result: CustomerAddressType = {};
  for (const key of keys) {
    const text = str(value[key]);
    if (text !== undefined) result[key] = text;
  }
  return result;
}

/** The gateway writes an address's own fields (phone, fax, email) before the name and address it inherits. */
function writtenAddress(value: CustomerAddressType | undefined): Fields | undefined {
  if (!value) return undefined;
  const { phoneNumber, faxNumber, email, ...rest } = value;
  return { phoneNumber, faxNumber, email, ...rest };
}

function randomCode(length: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[Math.floor(Math.random() * alphabet.length)];
  return code;
}

// --------------------------------------------------------------------------------------- customer profiles

type CardCheck = { ok: true; number: string; expiration: Expiration; type: CardType } | { ok: false; text: string };

function checkCard(number: string | undefined, expirationDate: string | undefined, now: Date): CardCheck {
  const digits = digitsOnly(number ?? '');
  if (!cardNumberValid(digits)) return { ok: false, text: 'Card Number is invalid.' };
  const expiration = parseExpiration(expirationDate ?? '');
  if (!expiration) return { ok: false, text: 'Expiration Date is invalid.' };
  if (isExpired(expiration, now)) return { ok: false, text: 'Credit card expiration date is invalid.' };
  return { ok: true, number: digits, expiration, type: cardTypeOf(digits) ?? 'Visa' };
}

/** validationMode liveMode runs a zero-dollar authorization (and voids it); testMode checks the fields only. */
export function validationResponse(
  store: Store,
  mode: string | undefined,
  card: { number: string; type: CardType },
  billTo: CustomerAddressType | undefined,
  customerId: string | undefined,
  email: string | undefined,
): { approved: boolean; directResponse?: string } {
  if (mode !== 'liveMode' && mode !== 'testMode') return { approved: true };
  const declined = mode === 'liveMode' && billTo?.zip === DECLINE_ZIP;
  const code = declined ? '2' : '1';
  const text = declined ? 'This transaction has been declined.' : 'This transaction has been approved.';
  const transId = mode === 'liveMode' ? store.newTransId() : '0';
  const authCode = mode === 'liveMode' && !declined ? randomCode(6) : '000000';
  const b = billTo ?? {};
  const fields = [
    code,
    '1',
    code,
    text,
    authCode,
    avsResultFor(billTo),
    transId,
    'none',
    'Test transaction for ValidateCustomerPaymentProfile.',
    '0.00',
    'CC',
    'auth_only',
    customerId ?? '',
    b.firstName ?? '',
    b.lastName ?? '',
    b.company ?? '',
    b.address ?? '',
    b.city ?? '',
    b.state ?? '',
    b.zip ?? '',
    b.country ?? '',
    b.phoneNumber ?? '',
    b.faxNumber ?? '',
    email ?? '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '0.00',
    '0.00',
    '0.00',
    'FALSE',
    'none',
    '',
    '',
    '2',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    maskCardNumber(card.number),
    card.type,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  return { approved: !declined, directResponse: fields.join(',') };
}

export function newPaymentProfile(
  store: Store,
  customerProfileId: string,
  input: CustomerPaymentProfileType,
  card: { number: string; expiration: Expiration; type: CardType },
): StoredPaymentProfile {
  return {
    customerPaymentProfileId: store.newPaymentProfileId(),
    customerProfileId,
    customerType: input.customerType,
    billTo: address(input.billTo),
    cardNumber: card.number,
    expiration: card.expiration,
    cardType: card.type,
    defaultPaymentProfile: input.defaultPaymentProfile === undefined ? undefined : bool(input.defaultPaymentProfile),
  };
}

/** createCustomerPaymentProfileRequest's duplicate rule: same card and the same billing name, address and ZIP. */
export function duplicatePaymentProfile(
  profile: StoredCustomerProfile,
  cardNumber: string,
  billTo: CustomerAddressType | undefined,
): StoredPaymentProfile | undefined {
  const same = (a?: string, b?: string) => (a ?? '') === (b ?? '');
  return profile.paymentProfiles.find(
    (p) =>
      p.cardNumber === cardNumber &&
      same(p.billTo?.firstName, billTo?.firstName) &&
      same(p.billTo?.lastName, billTo?.lastName) &&
      same(p.billTo?.address, billTo?.address) &&
      same(p.billTo?.zip, billTo?.zip),
  );
}

export const MAX_PAYMENT_PROFILES = 10;

function maskedPaymentProfile(p: StoredPaymentProfile, unmask: boolean, issuer: boolean): Fields {
  return {
    customerProfileId: p.customerProfileId,
    customerPaymentProfileId: p.customerPaymentProfileId,
    defaultPaymentProfile: p.defaultPaymentProfile,
    payment: {
      creditCard: {
        cardNumber: maskCardNumber(p.cardNumber),
        expirationDate: unmask ? formatExpiration(p.expiration) : 'XXXX',
        cardType: p.cardType,
        issuerNumber: issuer ? p.cardNumber.slice(0, 6) : undefined,
      },
    },
    customerType: p.customerType,
    billTo: writtenAddress(p.billTo),
  };
}

function createCustomerProfile(store: Store, req: ApiRequests['createCustomerProfileRequest']): Answer {
  const input = req.profile;
  const merchantCustomerId = str(input.merchantCustomerId);
  const description = str(input.description);
  const email = str(input.email);
  if (!merchantCustomerId && !description && !email) {
    return { fields: {}, messages: failure('E00041', 'One or more fields must contain a value.') };
  }
  const existing = [...store.profiles.values()].find(
    (p) => p.merchantCustomerId === merchantCustomerId && p.description === description && p.email === email,
  );
  if (existing) {
    return {
      fields: {},
      messages: failure('E00039', `A duplicate record with ID ${existing.customerProfileId} already exists.`),
    };
  }
  const profile: StoredCustomerProfile = {
    customerProfileId: store.newProfileId(),
    merchantCustomerId,
    description,
    email,
    profileType: input.profileType,
    paymentProfiles: [],
  };
  const directResponses: string[] = [];
  for (const paymentInput of list(input.paymentProfiles)) {
    const creditCard = paymentInput.payment?.creditCard;
    if (!creditCard) return { fields: {}, messages: failure('E00029', 'Payment information is required.') };
    const card = checkCard(creditCard.cardNumber, creditCard.expirationDate, store.now());
    if (!card.ok) return { fields: {}, messages: failure('E00013', card.text) };
    const validation = validationResponse(
      store,
      req.validationMode,
      card,
      address(paymentInput.billTo),
      merchantCustomerId,
      email,
    );
    if (!validation.approved) return { fields: {}, messages: failure('E00027', 'This transaction has been declined.') };
    if (validation.directResponse) directResponses.push(validation.directResponse);
    profile.paymentProfiles.push(newPaymentProfile(store, profile.customerProfileId, paymentInput, card));
  }
  store.profiles.set(profile.customerProfileId, profile);
  return {
    fields: {
      customerProfileId: profile.customerProfileId,
      customerPaymentProfileIdList: profile.paymentProfiles.map((p) => p.customerPaymentProfileId),
      customerShippingAddressIdList: list(input.shipToList).map(() => store.newPaymentProfileId()),
      validationDirectResponseList: directResponses,
    },
    messages: OK,
  };
}

function getCustomerProfile(store: Store, req: ApiRequests['getCustomerProfileRequest']): Answer {
  const id = str(req.customerProfileId);
  const merchantCustomerId = str(req.merchantCustomerId);
  const email = str(req.email);
  const profile = id
    ? store.profiles.get(id)
    : [...store.profiles.values()].find(
        (p) =>
          (merchantCustomerId === undefined || p.merchantCustomerId === merchantCustomerId) &&
          (email === undefined || p.email === email) &&
          (merchantCustomerId !== undefined || email !== undefined),
      );
  if (!profile) return { fields: {}, messages: RECORD_NOT_FOUND };
  const unmask = bool(req.unmaskExpirationDate);
  const issuer = bool(req.includeIssuerInfo);
  return {
    fields: {
      profile: {
        paymentProfiles:
          profile.paymentProfiles.length > 0
            ? profile.paymentProfiles.map((p) => maskedPaymentProfile(p, unmask, issuer))
            : undefined,
        profileType: profile.profileType,
        customerProfileId: profile.customerProfileId,
        merchantCustomerId: profile.merchantCustomerId,
        description: profile.description,
        email: profile.email,
      },
    },
    messages: OK,
  };
}

function deleteCustomerProfile(store: Store, req: ApiRequests['deleteCustomerProfileRequest']): Answer {
  if (!store.profiles.delete(String(req.customerProfileId))) return { fields: {}, messages: RECORD_NOT_FOUND };
  return { fields: {}, messages: OK };
}

function createCustomerPaymentProfile(store: Store, req: ApiRequests['createCustomerPaymentProfileRequest']): Answer {
  const profile = store.profiles.get(String(req.customerProfileId));
  if (!profile) return { fields: {}, messages: RECORD_NOT_FOUND };
  const creditCard = req.paymentProfile.payment?.creditCard;
  if (!creditCard) return { fields: {}, messages: failure('E00029', 'Payment information is required.') };
  const card = checkCard(creditCard.cardNumber, creditCard.expirationDate, store.now());
  if (!card.ok) return { fields: {}, messages: failure('E00013', card.text) };
  const billTo = address(req.paymentProfile.billTo);
  const duplicate = duplicatePaymentProfile(profile, card.number, billTo);
  if (duplicate) {
    return {
      fields: {
        customerProfileId: profile.customerProfileId,
        customerPaymentProfileId: duplicate.customerPaymentProfileId,
      },
      messages: failure('E00039', 'A duplicate customer payment profile already exists.'),
    };
  }
  if (profile.paymentProfiles.length >= MAX_PAYMENT_PROFILES) {
    return {
      fields: {},
      messages: failure('E00042', `You cannot add more than ${MAX_PAYMENT_PROFILES} payment profiles.`),
    };
  }
  const validation = validationResponse(
    store,
    req.validationMode,
    card,
    billTo,
    profile.merchantCustomerId,
    profile.email,
  );
  if (!validation.approved) {
    return {
      fields: { customerProfileId: profile.customerProfileId, validationDirectResponse: validation.directResponse },
      messages: failure('E00027', 'This transaction has been declined.'),
    };
  }
  const stored = newPaymentProfile(store, profile.customerProfileId, req.paymentProfile, card);
  profile.paymentProfiles.push(stored);
  return {
    fields: {
      customerProfileId: profile.customerProfileId,
      customerPaymentProfileId: stored.customerPaymentProfileId,
      validationDirectResponse: validation.directResponse,
    },
    messages: OK,
  };
}

function getCustomerPaymentProfile(store: Store, req: ApiRequests['getCustomerPaymentProfileRequest']): Answer {
  const payment = store.paymentProfile(String(req.customerProfileId), String(req.customerPaymentProfileId ?? ''));
  if (!payment) return { fields: {}, messages: RECORD_NOT_FOUND };
  return {
    fields: {
      paymentProfile: maskedPaymentProfile(payment, bool(req.unmaskExpirationDate), bool(req.includeIssuerInfo)),
    },
    messages: OK,
  };
}

function deleteCustomerPaymentProfile(store: Store, req: ApiRequests['deleteCustomerPaymentProfileRequest']): Answer {
  const profile = store.profiles.get(String(req.customerProfileId));
  const index =
    profile?.paymentProfiles.findIndex((p) => p.customerPaymentProfileId === String(req.customerPaymentProfileId)) ??
    -1;
  if (!profile || index < 0) return { fields: {}, messages: RECORD_NOT_FOUND };
  profile.paymentProfiles.splice(index, 1);
  return { fields: {}, messages: OK };
}

function getHostedProfilePage(store: Store, req: ApiRequests['getHostedProfilePageRequest']): Answer {
  const profile = store.profiles.get(String(req.customerProfileId));
  if (!profile) return { fields: {}, messages: RECORD_NOT_FOUND };
  return {
    fields: { token: store.newToken(profile.customerProfileId, settingsOf(req.hostedProfileSettings)) },
    messages: OK,
  };
}

// ---------------------------------------------------------------------------------------------- transactions

interface TxAnswerInput {
  responseCode: '1' | '2' | '3' | '4';
  authCode?: string;
  avsResultCode?: string;
  cvvResultCode?: string;
  transId?: string;
  refTransId?: string;
  accountNumber?: string;
  accountType?: string;
  messages?: { code: string; description: string }[];
  errors?: { errorCode: string; errorText: string }[];
  hashAmountCents?: number;
  profile?: { customerProfileId: string; customerPaymentProfileId: string };
  networkTransId?: string;
}

function userFieldsOf(request: TransactionRequestType): { name?: string; value?: string }[] | undefined {
  const fields = list(request.userFields?.userField);
  return fields.length > 0 ? fields.map((f) => ({ name: str(f.name), value: str(f.value) })) : undefined;
}

/** transHashSha2: HMAC-SHA512 of `^apiLoginId^transId^amount^`, keyed with the signature key's bytes. */
function transHashSha2(store: Store, transId: string, amountCents: number): string {
  const key = store.options.signatureKey;
  if (!key) return '';
  const text = `^${store.options.apiLoginId}^${transId}^${formatDollars(amountCents)}^`;
  return createHmac('sha512', Buffer.from(key, 'hex')).update(text).digest('hex').toUpperCase();
}

function transactionAnswer(store: Store, request: TransactionRequestType, input: TxAnswerInput): Answer {
  const transId = input.transId ?? '0';
  const transactionResponse = {
    responseCode: input.responseCode,
    authCode: input.authCode ?? '',
    avsResultCode: input.avsResultCode ?? 'P',
    cvvResultCode: input.cvvResultCode ?? '',
    cavvResultCode: '',
    transId,
    refTransID: input.refTransId ?? '',
    transHash: '',
    testRequest: '0',
    accountNumber: input.accountNumber ?? '',
    accountType: input.accountType ?? '',
    messages: input.messages,
    errors: input.errors,
    userFields: userFieldsOf(request),
    transHashSha2: transHashSha2(store, transId, input.hashAmountCents ?? 0),
    profile: input.profile,
    SupplementalDataQualificationIndicator: 0,
    networkTransId: input.networkTransId,
  };
  const approved = input.responseCode === '1' || input.responseCode === '4';
  return { fields: { transactionResponse }, messages: approved ? OK : TRANSACTION_UNSUCCESSFUL };
}

function transactionError(
  store: Store,
  request: TransactionRequestType,
  errors: [string, string][],
  extra: Partial<TxAnswerInput> = {},
): Answer {
  return transactionAnswer(store, request, {
    responseCode: '3',
    errors: errors.map(([errorCode, errorText]) => ({ errorCode, errorText })),
    hashAmountCents: cents(request.amount) ?? 0,
    ...extra,
  });
}

const APPROVED = [{ code: '1', description: 'This transaction has been approved.' }];
const REASON_TEXT: Record<number, string> = {
  1: 'Approval',
  2: 'This transaction has been declined.',
  252: 'Your order has been received. Thank you for your business!',
};

/** The window in seconds from the transactionSettings duplicateWindow (0 or less: none; at most 28800). */
function duplicateWindow(store: Store, settings: Map<string, string>): { seconds: number; sent: boolean } {
  const sent = settings.get('duplicateWindow');
  if (sent === undefined) return { seconds: store.options.duplicateWindowSeconds, sent: false };
  const seconds = Number.parseInt(sent, 10);
  if (!Number.isFinite(seconds) || seconds <= 0) return { seconds: 0, sent: true };
  return { seconds: Math.min(seconds, 28800), sent: true };
}

/** The fields the gateway compares to find a duplicate (response code list, reason 11). */
function duplicateKey(
  type: string,
  cardNumber: string,
  expiration: Expiration | undefined,
  amountCents: number,
  request: TransactionRequestType,
  billTo: CustomerAddressType | undefined,
): string {
  return JSON.stringify([
    type,
    cardNumber,
    expiration ? formatExpiration(expiration) : '',
    amountCents,
    str(request.order?.invoiceNumber) ?? '',
    str(request.poNumber) ?? '',
    str(request.customer?.id) ?? '',
    billTo?.firstName ?? '',
    billTo?.lastName ?? '',
    billTo?.company ?? '',
    billTo?.address ?? '',
    billTo?.city ?? '',
    billTo?.state ?? '',
    billTo?.zip ?? '',
    billTo?.country ?? '',
  ]);
}

function findDuplicate(store: Store, key: string, windowSeconds: number): TransactionRecord | undefined {
  if (windowSeconds <= 0) return undefined;
  const now = store.now().getTime();
  return store.transactions.findLast(
    (t) => t.duplicateKey === key && now - t.submitTimeUTC.getTime() < windowSeconds * 1000,
  );
}

function duplicateAnswer(
  store: Store,
  request: TransactionRequestType,
  original: TransactionRecord,
  detailsSent: boolean,
  account: { accountNumber: string; accountType: string },
): Answer {
  // With duplicateWindow in the request the gateway tells which transaction this one duplicates.
  return transactionError(store, request, [['11', 'A duplicate transaction has been submitted.']], {
    transId: detailsSent ? original.transId : '0',
    authCode: detailsSent ? original.authCode : '',
    avsResultCode: detailsSent ? original.avsResultCode : 'P',
    cvvResultCode: detailsSent ? original.cvvResultCode : '',
    ...account,
  });
}

function emitTransaction(
  store: Store,
  eventType: WebhookEventType,
  t: TransactionRecord,
  amountCents: number,
  extra: { fraudList?: { fraudFilter: string; fraudAction: string }[] } = {},
) {
  store.emit({
    eventType,
    payload: {
      responseCode: t.responseCode,
      authCode: t.authCode,
      avsResponse: t.avsResultCode,
      authAmount: amountCents / 100,
      merchantReferenceId: t.refId,
      ...extra,
      entityName: 'transaction',
      id: t.transId,
    },
  });
}

function networkTransId(): string {
  return randomCode(15, '0123456789');
}

function charge(
  store: Store,
  request: TransactionRequestType,
  settings: Map<string, string>,
  refId: string | undefined,
): Answer {
  const amount = cents(request.amount);
  if (amount === undefined || amount <= 0)
    return transactionError(store, request, [['5', 'A valid amount is required.']]);

  let cardNumber: string;
  let expiration: Expiration | undefined;
  let cardCode: string | undefined;
  let billTo = address(request.billTo);
  let paymentProfile: StoredPaymentProfile | undefined;
  const profileId = str(request.profile?.customerProfileId);
  if (profileId) {
    if (request.payment)
      return { fields: {}, messages: failure('E00090', 'PaymentProfile cannot be sent with payment data.') };
    paymentProfile = store.paymentProfile(profileId, String(request.profile?.paymentProfile?.paymentProfileId ?? ''));
    if (!paymentProfile) {
      return {
        fields: {},
        messages: failure('E00040', 'Customer Profile ID or Customer Payment Profile ID not found.'),
      };
    }
    cardNumber = paymentProfile.cardNumber;
    expiration = paymentProfile.expiration;
    cardCode = str(request.profile?.paymentProfile?.cardCode);
    billTo = billTo ?? paymentProfile.billTo;
  } else if (request.payment?.creditCard) {
    cardNumber = digitsOnly(String(request.payment.creditCard.cardNumber ?? ''));
    if (!cardNumberValid(cardNumber))
      return transactionError(store, request, [['6', 'The credit card number is invalid.']]);
    expiration = parseExpiration(String(request.payment.creditCard.expirationDate ?? ''));
    if (!expiration) return transactionError(store, request, [['7', 'Credit card expiration date is invalid.']]);
    cardCode = str(request.payment.creditCard.cardCode);
  } else if (request.payment) {
    return { fields: {}, messages: failure('E00001', 'An error occurred during processing. Please try again.') };
  } else {
    return transactionError(store, request, [
      ['33', 'Credit card number is required.'],
      ['33', 'Expiration date is required.'],
    ]);
  }
  const accountType = cardTypeOf(cardNumber) ?? 'Visa';
  const account = { accountNumber: maskCardNumber(cardNumber), accountType };
  if (isExpired(expiration, store.now())) {
    return transactionError(store, request, [['8', 'The credit card has expired.']], account);
  }
  if (cardCode !== undefined && !cardCodeValid(cardCode, accountType)) {
    return transactionError(store, request, [['78', 'The card code is invalid.']], account);
  }

  const window = duplicateWindow(store, settings);
  const key = duplicateKey('authCaptureTransaction', cardNumber, expiration, amount, request, billTo);
  const duplicate = findDuplicate(store, key, window.seconds);
  if (duplicate) return duplicateAnswer(store, request, duplicate, window.sent, account);

  const declined = billTo?.zip === DECLINE_ZIP;
  const held =
    !declined && store.options.fraudHoldAboveCents !== undefined && amount > store.options.fraudHoldAboveCents;
  const record: TransactionRecord = {
    transId: store.newTransId(),
    transactionType: 'authCaptureTransaction',
    transactionStatus: declined ? 'declined' : held ? 'FDSAuthorizedPendingReview' : 'capturedPendingSettlement',
    responseCode: declined ? 2 : held ? 4 : 1,
    responseReasonCode: declined ? 2 : held ? 252 : 1,
    submitTimeUTC: store.now(),
    authAmountCents: amount,
    settleAmountCents: declined ? 0 : amount,
    refundedCents: 0,
    refId,
    invoiceNumber: str(request.order?.invoiceNumber),
    orderDescription: str(request.order?.description),
    poNumber: str(request.poNumber),
    customerId: str(request.customer?.id),
    customerEmail: str(request.customer?.email),
    authCode: declined ? '000000' : randomCode(6),
    avsResultCode: avsResultFor(billTo),
    cvvResultCode: cvvResultFor(cardCode),
    ...account,
    customerProfileId: paymentProfile?.customerProfileId,
    customerPaymentProfileId: paymentProfile?.customerPaymentProfileId,
    billTo,
    networkTransId: networkTransId(),
    cardNumber,
    expiration,
    duplicateKey: key,
    customerIP: str(request.customerIP),
  };
  store.transactions.push(record);
  if (held) {
    emitTransaction(store, 'net.authorize.payment.fraud.held', record, amount, {
      fraudList: [{ fraudFilter: 'AmountFilter', fraudAction: 'authAndHold' }],
    });
  } else {
    emitTransaction(store, 'net.authorize.payment.authcapture.created', record, amount);
  }
  return transactionAnswer(store, request, {
    responseCode: declined ? '2' : held ? '4' : '1',
    authCode: record.authCode,
    avsResultCode: record.avsResultCode,
    cvvResultCode: record.cvvResultCode,
    transId: record.transId,
    ...account,
    messages: declined ? undefined : held ? [{ code: '252', description: REASON_TEXT[252] ?? '' }] : APPROVED,
    errors: declined ? [{ errorCode: '2', errorText: 'This transaction has been declined.' }] : undefined,
    hashAmountCents: amount,
    profile: paymentProfile
      ? {
          customerProfileId: paymentProfile.customerProfileId,
          customerPaymentProfileId: paymentProfile.customerPaymentProfileId,
        }
      : undefined,
    networkTransId: record.networkTransId,
  });
}

function refund(
  store: Store,
  request: TransactionRequestType,
  settings: Map<string, string>,
  refId: string | undefined,
): Answer {
  const refTransId = str(request.refTransId);
  if (!refTransId) return transactionError(store, request, [['15', 'The transaction ID is invalid or not present.']]);
  const amount = cents(request.amount);
  if (amount === undefined || amount <= 0) {
    return transactionError(store, request, [['5', 'A valid amount is required.']], { refTransId });
  }
  const original = store.transaction(refTransId);
  const notCreditable = () =>
    transactionError(
      store,
      request,
      [['54', 'The referenced transaction does not meet the criteria for issuing a credit.']],
      {
        refTransId,
      },
    );
  if (original?.transactionType !== 'authCaptureTransaction' || original.transactionStatus !== 'settledSuccessfully') {
    return notCreditable();
  }
  const account = { accountNumber: original.accountNumber, accountType: original.accountType };
  const profileId = str(request.profile?.customerProfileId);
  if (profileId) {
    const paymentProfileId = str(request.profile?.paymentProfile?.paymentProfileId);
    if (original.customerProfileId !== profileId || original.customerPaymentProfileId !== paymentProfileId) {
      return {
        fields: {},
        messages: failure('E00051', 'The original transaction was not issued for this payment profile.'),
      };
    }
  } else if (request.payment?.creditCard) {
    const sent = digitsOnly(String(request.payment.creditCard.cardNumber ?? ''));
    const matches = sent.length === 4 ? original.cardNumber.endsWith(sent) : sent === original.cardNumber;
    if (!matches) return notCreditable();
  } else {
    return transactionError(
      store,
      request,
      [
        ['33', 'Credit card number is required.'],
        ['33', 'Expiration date is required.'],
      ],
      { refTransId },
    );
  }
  if (amount > original.settleAmountCents - original.refundedCents) {
    return transactionError(
      store,
      request,
      [['55', 'The sum of credits against the referenced transaction would exceed original debit amount.']],
      { refTransId, ...account },
    );
  }
  const window = duplicateWindow(store, settings);
  const billTo = address(request.billTo);
  const key = duplicateKey('refundTransaction', original.cardNumber, original.expiration, amount, request, billTo);
  const duplicate = findDuplicate(store, key, window.seconds);
  if (duplicate) return duplicateAnswer(store, request, duplicate, window.sent, account);

  const record: TransactionRecord = {
    transId: store.newTransId(),
    transactionType: 'refundTransaction',
    transactionStatus: 'refundPendingSettlement',
    responseCode: 1,
    responseReasonCode: 1,
    submitTimeUTC: store.now(),
    authAmountCents: amount,
    settleAmountCents: amount,
    refundedCents: 0,
    refTransId: original.transId,
    refId,
    invoiceNumber: str(request.order?.invoiceNumber),
    orderDescription: str(request.order?.description),
    poNumber: str(request.poNumber),
    customerId: str(request.customer?.id),
    authCode: '',
    avsResultCode: 'P',
    cvvResultCode: '',
    ...account,
    customerProfileId: original.customerProfileId,
    customerPaymentProfileId: original.customerPaymentProfileId,
    billTo: billTo ?? original.billTo,
    networkTransId: networkTransId(),
    cardNumber: original.cardNumber,
    expiration: original.expiration,
    duplicateKey: key,
  };
  original.refundedCents += amount;
  store.transactions.push(record);
  emitTransaction(store, 'net.authorize.payment.refund.created', record, amount);
  return transactionAnswer(store, request, {
    responseCode: '1',
    transId: record.transId,
    refTransId: original.transId,
    ...account,
    messages: APPROVED,
    hashAmountCents: amount,
    networkTransId: record.networkTransId,
  });
}

const VOIDABLE = new Set([
  'capturedPendingSettlement',
  'refundPendingSettlement',
  'FDSAuthorizedPendingReview',
  'FDSPendingReview',
]);

function voidTransaction(store: Store, request: TransactionRequestType): Answer {
  const refTransId = str(request.refTransId);
  if (!refTransId) return transactionError(store, request, [['15', 'The transaction ID is invalid or not present.']]);
  const original = store.transaction(refTransId);
  if (!original) return transactionError(store, request, [['16', 'The transaction cannot be found.']], { refTransId });
  const account = { accountNumber: original.accountNumber, accountType: original.accountType };
  const answer = (messages: { code: string; description: string }[]) =>
    transactionAnswer(store, request, {
      responseCode: '1',
      authCode: original.authCode,
      avsResultCode: 'P',
      cvvResultCode: '',
      // A void keeps the voided transaction's id.
      transId: original.transId,
      refTransId: original.transId,
      ...account,
      messages,
      hashAmountCents: original.authAmountCents,
    });
  if (original.transactionStatus === 'voided') {
    return answer([{ code: '310', description: 'This transaction has already been voided.' }]);
  }
  if (!VOIDABLE.has(original.transactionStatus)) {
    return transactionError(store, request, [['16', 'The transaction cannot be found.']], { refTransId, ...account });
  }
  original.transactionStatus = 'voided';
  original.settleAmountCents = 0;
  if (original.transactionType === 'refundTransaction' && original.refTransId) {
    const charged = store.transaction(original.refTransId);
    if (charged) charged.refundedCents -= original.authAmountCents;
  }
  emitTransaction(store, 'net.authorize.payment.void.created', original, original.authAmountCents);
  return answer(APPROVED);
}

function createTransaction(store: Store, req: CreateTransactionRequest): Answer {
  const request = req.transactionRequest;
  const settings = settingsOf(request.transactionSettings);
  const refId = str(req.refId);
  switch (request.transactionType) {
    case 'authCaptureTransaction':
      return charge(store, request, settings, refId);
    case 'refundTransaction':
      return refund(store, request, settings, refId);
    case 'voidTransaction':
      return voidTransaction(store, request);
    default:
      // Not modelled by the stand-in (authOnly, priorAuthCapture, captureOnly, PayPal and Visa Checkout steps).
      return { fields: {}, messages: failure('E00001', 'An error occurred during processing. Please try again.') };
  }
}

function updateHeldTransaction(store: Store, req: ApiRequests['updateHeldTransactionRequest']): Answer {
  const { action, refTransId } = req.heldTransactionRequest;
  const request: TransactionRequestType = { transactionType: 'authCaptureTransaction' };
  const held = store.transaction(String(refTransId));
  if (
    !held ||
    (held.transactionStatus !== 'FDSAuthorizedPendingReview' && held.transactionStatus !== 'FDSPendingReview')
  ) {
    return transactionError(store, request, [['16', 'The transaction cannot be found.']], {
      refTransId: String(refTransId),
    });
  }
  const account = { accountNumber: held.accountNumber, accountType: held.accountType };
  const fraudList = [{ fraudFilter: 'AmountFilter', fraudAction: 'authAndHold' }];
  if (action === 'approve') {
    held.transactionStatus = 'capturedPendingSettlement';
    held.responseCode = 1;
    held.responseReasonCode = 1;
    emitTransaction(store, 'net.authorize.payment.fraud.approved', held, held.authAmountCents, { fraudList });
    return transactionAnswer(store, request, {
      responseCode: '1',
      authCode: held.authCode,
      avsResultCode: held.avsResultCode,
      cvvResultCode: held.cvvResultCode,
      transId: held.transId,
      ...account,
      messages: APPROVED,
      hashAmountCents: held.authAmountCents,
    });
  }
  held.transactionStatus = 'voided';
  held.settleAmountCents = 0;
  emitTransaction(store, 'net.authorize.payment.fraud.declined', held, held.authAmountCents, { fraudList });
  return {
    ...transactionAnswer(store, request, {
      responseCode: '2',
      authCode: held.authCode,
      avsResultCode: held.avsResultCode,
      cvvResultCode: held.cvvResultCode,
      transId: held.transId,
      ...account,
      messages: [{ code: '2', description: 'This transaction has been declined.' }],
      hashAmountCents: held.authAmountCents,
    }),
    messages: OK,
  };
}

// ------------------------------------------------------------------------------------------------- reporting

const CARD_NOT_PRESENT = { product: 'Card Not Present', marketType: 'eCommerce' };

function transactionDetails(store: Store, t: TransactionRecord): Fields {
  const batch = t.batchId ? store.batches.find((b) => b.batchId === t.batchId) : undefined;
  const order =
    t.invoiceNumber || t.orderDescription
      ? { invoiceNumber: t.invoiceNumber, description: t.orderDescription }
      : undefined;
  const customer = t.customerId || t.customerEmail ? { id: t.customerId, email: t.customerEmail } : undefined;
  return {
    transId: t.transId,
    refTransId: t.refTransId,
    submitTimeUTC: utcTime(t.submitTimeUTC),
    submitTimeLocal: localTime(t.submitTimeUTC),
    transactionType: t.transactionType,
    transactionStatus: t.transactionStatus,
    responseCode: t.responseCode,
    responseReasonCode: t.responseReasonCode,
    responseReasonDescription: REASON_TEXT[t.responseReasonCode] ?? '',
    authCode: t.authCode || undefined,
    AVSResponse: t.avsResultCode,
    cardCodeResponse: t.cvvResultCode || undefined,
    batch: batch
      ? {
          batchId: batch.batchId,
          settlementTimeUTC: utcTime(batch.settlementTime),
          settlementTimeLocal: localTime(batch.settlementTime),
          settlementState: 'settledSuccessfully',
        }
      : undefined,
    order,
    authAmount: new Decimal(t.authAmountCents),
    settleAmount: new Decimal(t.settleAmountCents),
    taxExempt: false,
    payment: { creditCard: { cardNumber: t.accountNumber, expirationDate: 'XXXX', cardType: t.accountType } },
    customer,
    billTo: writtenAddress(t.billTo),
    recurringBilling: false,
    customerIP: t.customerIP,
    ...CARD_NOT_PRESENT,
    profile:
      t.customerProfileId && t.customerPaymentProfileId
        ? { customerProfileId: t.customerProfileId, customerPaymentProfileId: t.customerPaymentProfileId }
        : undefined,
    networkTransId: t.networkTransId,
  };
}

function transactionSummary(t: TransactionRecord): Fields {
  return {
    transId: t.transId,
    submitTimeUTC: utcTime(t.submitTimeUTC, false),
    submitTimeLocal: localTime(t.submitTimeUTC, false),
    transactionStatus: t.transactionStatus,
    invoiceNumber: t.invoiceNumber,
    firstName: t.billTo?.firstName,
    lastName: t.billTo?.lastName,
    accountType: t.accountType,
    accountNumber: t.accountNumber,
    settleAmount: new Decimal(t.settleAmountCents),
    marketType: 'eCommerce',
    product: 'Card Not Present',
    profile:
      t.customerProfileId && t.customerPaymentProfileId
        ? { customerProfileId: t.customerProfileId, customerPaymentProfileId: t.customerPaymentProfileId }
        : undefined,
  };
}

/** Sorting (default: newest first) and paging (`offset` is the page number, from 1). */
function transactionList(
  found: TransactionRecord[],
  sorting: TransactionListSorting | undefined,
  paging: Paging | undefined,
): Answer {
  const byId = sorting?.orderBy === 'id';
  const descending = sorting ? bool(sorting.orderDescending) : true;
  const sorted = [...found].sort((a, b) => {
    const order = byId
      ? Number(a.transId) - Number(b.transId)
      : a.submitTimeUTC.getTime() - b.submitTimeUTC.getTime() || Number(a.transId) - Number(b.transId);
    return descending ? -order : order;
  });
  let page = sorted;
  if (paging) {
    const limit = Number(paging.limit);
    const offset = Number(paging.offset);
    if (limit < 1 || limit > 1000)
      return { fields: {}, messages: failure('E00013', 'Paging Limit must be between 1 and 1000.') };
    if (offset < 1 || offset > 100000)
      return { fields: {}, messages: failure('E00013', 'Paging Offset must be between 1 and 100000.') };
    page = sorted.slice((offset - 1) * limit, offset * limit);
  } else {
    page = sorted.slice(0, 1000);
  }
  if (found.length === 0) return { fields: { totalNumInResultSet: 0 }, messages: NO_RECORDS };
  return { fields: { transactions: page.map(transactionSummary), totalNumInResultSet: found.length }, messages: OK };
}

function getTransactionDetails(store: Store, req: ApiRequests['getTransactionDetailsRequest']): Answer {
  const t = store.transaction(String(req.transId));
  if (!t) return { fields: {}, messages: RECORD_NOT_FOUND };
  return { fields: { transaction: transactionDetails(store, t) }, messages: OK };
}

function getTransactionListForCustomer(store: Store, req: ApiRequests['getTransactionListForCustomerRequest']): Answer {
  const profileId = String(req.customerProfileId);
  if (!store.profiles.has(profileId) && !store.transactions.some((t) => t.customerProfileId === profileId)) {
    return { fields: {}, messages: RECORD_NOT_FOUND };
  }
  const paymentProfileId = str(req.customerPaymentProfileId);
  const found = store.transactions.filter(
    (t) =>
      t.customerProfileId === profileId &&
      (paymentProfileId === undefined || t.customerPaymentProfileId === paymentProfileId),
  );
  return transactionList(found, req.sorting, req.paging);
}

function getUnsettledTransactionList(store: Store, req: ApiRequests['getUnsettledTransactionListRequest']): Answer {
  const heldOnly = req.status === 'pendingApproval';
  const found = store.transactions.filter((t) =>
    heldOnly
      ? t.transactionStatus === 'FDSPendingReview' || t.transactionStatus === 'FDSAuthorizedPendingReview'
      : t.batchId === undefined,
  );
  return transactionList(found, req.sorting, req.paging);
}

function getTransactionList(store: Store, req: ApiRequests['getTransactionListRequest']): Answer {
  const batchId = str(req.batchId);
  const found = store.transactions.filter((t) => batchId !== undefined && t.batchId === batchId);
  return transactionList(found, req.sorting, req.paging);
}

/** xs:dateTime; without an offset it is read as UTC. */
function parseDateTime(value: string): number {
  const text = value.trim();
  return Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`);
}

function batchStatistics(store: Store, batchId: string): Fields[] {
  const byType = new Map<string, TransactionRecord[]>();
  for (const t of store.transactions) {
    if (t.batchId !== batchId) continue;
    byType.set(t.accountType, [...(byType.get(t.accountType) ?? []), t]);
  }
  return [...byType.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([accountType, ts]) => {
      const charges = ts.filter(
        (t) =>
          t.transactionType === 'authCaptureTransaction' &&
          (t.transactionStatus === 'settledSuccessfully' || t.transactionStatus === 'chargeback'),
      );
      const refunds = ts.filter((t) => t.transactionStatus === 'refundSettledSuccessfully');
      const chargebacks = ts.filter((t) => t.chargebackCents !== undefined);
      const sum = (items: TransactionRecord[], pick: (t: TransactionRecord) => number) =>
        items.reduce((total, t) => total + pick(t), 0);
      const chargebackAmount = sum(chargebacks, (t) => t.chargebackCents ?? 0);
      return {
        accountType,
        chargeAmount: new Decimal(sum(charges, (t) => t.settleAmountCents)),
        chargeCount: charges.length,
        refundAmount: new Decimal(sum(refunds, (t) => t.settleAmountCents)),
        refundCount: refunds.length,
        voidCount: ts.filter((t) => t.transactionStatus === 'voided').length,
        declineCount: ts.filter((t) => t.transactionStatus === 'declined').length,
        errorCount: 0,
        chargebackAmount: chargebacks.length > 0 ? new Decimal(chargebackAmount) : undefined,
        chargebackCount: chargebacks.length > 0 ? chargebacks.length : undefined,
        chargeChargeBackAmount: chargebacks.length > 0 ? new Decimal(chargebackAmount) : undefined,
        chargeChargeBackCount: chargebacks.length > 0 ? chargebacks.length : undefined,
      };
    });
}

const MAX_BATCH_RANGE_MS = 31 * 24 * 60 * 60 * 1000;

function getSettledBatchList(store: Store, req: ApiRequests['getSettledBatchListRequest']): Answer {
  const now = store.now().getTime();
  const first = str(req.firstSettlementDate);
  const last = str(req.lastSettlementDate);
  let from = now - 24 * 60 * 60 * 1000;
  let to = now;
  if (first !== undefined || last !== undefined) {
    from =
      first !== undefined
        ? parseDateTime(first)
        : (last !== undefined ? parseDateTime(last) : now) - 24 * 60 * 60 * 1000;
    to = last !== undefined ? parseDateTime(last) : now;
  }
  if (to - from > MAX_BATCH_RANGE_MS) {
    return { fields: {}, messages: failure('E00013', 'The date range can not exceed 31 days.') };
  }
  if (to < from)
    return { fields: {}, messages: failure('E00013', 'lastSettlementDate must be later than firstSettlementDate.') };
  const statistics = bool(req.includeStatistics);
  const batches = store.batches.filter((b) => b.settlementTime.getTime() >= from && b.settlementTime.getTime() <= to);
  if (batches.length === 0) return { fields: {}, messages: NO_RECORDS };
  return {
    fields: {
      batchList: batches.map((b) => ({
        batchId: b.batchId,
        settlementTimeUTC: utcTime(b.settlementTime, false),
        settlementTimeLocal: localTime(b.settlementTime, false),
        settlementState: 'settledSuccessfully',
        paymentMethod: 'creditCard',
        marketType: 'eCommerce',
        product: 'Card Not Present',
        statistics: statistics ? batchStatistics(store, b.batchId) : undefined,
      })),
    },
    messages: OK,
  };
}

// -------------------------------------------------------------------------------------------------- dispatch

const HANDLERS: { [K in ApiRequestName]: (store: Store, request: ApiRequests[K]) => Answer } = {
  authenticateTestRequest: () => ({ fields: {}, messages: OK }),
  createCustomerProfileRequest: createCustomerProfile,
  getCustomerProfileRequest: getCustomerProfile,
  deleteCustomerProfileRequest: deleteCustomerProfile,
  createCustomerPaymentProfileRequest: createCustomerPaymentProfile,
  getCustomerPaymentProfileRequest: getCustomerPaymentProfile,
  deleteCustomerPaymentProfileRequest: deleteCustomerPaymentProfile,
  getHostedProfilePageRequest: getHostedProfilePage,
  createTransactionRequest: createTransaction,
  updateHeldTransactionRequest: updateHeldTransaction,
  getTransactionDetailsRequest: getTransactionDetails,
  getTransactionListForCustomerRequest: getTransactionListForCustomer,
  getUnsettledTransactionListRequest: getUnsettledTransactionList,
  getSettledBatchListRequest: getSettledBatchList,
  getTransactionListRequest: getTransactionList,
};
