/**
 * Element order, required elements and simple types of the requests the stand-in knows, after AnetApiSchema.xsd
 * (as carried by AuthorizeNet/sdk-node mappings/Schema.js). The gateway turns a JSON request into XML and checks
 * it against the schema, so an element out of order, misspelt or missing is refused with E00003 and the .NET
 * schema validator's words (support.authorize.net article 000001206: "ensure that the data elements are in the
 * correct order"). AuthorizeNet/sdk-node lib/utils.js keeps `clientId` in place for that reason.
 */

export const NS = 'AnetApi/xml/v1/schema/AnetApiSchema.xsd';

type Simple = 'string' | 'decimal' | 'boolean' | 'int' | 'dateTime' | 'any';

interface Element {
  name: string;
  type: Simple | ComplexType;
  required?: boolean;
  /** May repeat: in JSON an array, or one object when there is one. */
  many?: boolean;
  maxLength?: number;
  /** Name of the schema's enumeration type and its values. */
  enumeration?: { name: string; values: readonly string[] };
  /** Elements of one xs:choice share a group name; at most one of them may appear. */
  choice?: string;
}

interface ComplexType {
  elements: Element[];
  /** Choice groups of which one member must appear. */
  requiredChoices?: string[];
}

const el = (name: string, type: Element['type'] = 'string', extra: Omit<Element, 'name' | 'type'> = {}): Element => ({
  name,
  type,
  ...extra,
});

const SETTING_NAMES = [
  'emailCustomer',
  'merchantEmail',
  'allowPartialAuth',
  'headerEmailReceipt',
  'footerEmailReceipt',
  'recurringBilling',
  'duplicateWindow',
  'testRequest',
  'hostedProfileReturnUrl',
  'hostedProfileReturnUrlText',
  'hostedProfilePageBorderVisible',
  'hostedProfileIFrameCommunicatorUrl',
  'hostedProfileHeadingBgColor',
  'hostedProfileValidationMode',
  'hostedProfileBillingAddressRequired',
  'hostedProfileCardCodeRequired',
  'hostedProfileBillingAddressOptions',
  'hostedProfileManageOptions',
  'hostedPaymentIFrameCommunicatorUrl',
  'hostedPaymentButtonOptions',
  'hostedPaymentReturnOptions',
  'hostedPaymentOrderOptions',
  'hostedPaymentPaymentOptions',
  'hostedPaymentBillingAddressOptions',
  'hostedPaymentShippingAddressOptions',
  'hostedPaymentSecurityOptions',
  'hostedPaymentCustomerOptions',
  'hostedPaymentStyleOptions',
  'typeEmailReceipt',
  'hostedProfilePaymentOptions',
  'hostedProfileSaveButtonText',
  'hostedPaymentVisaCheckoutOptions',
] as const;

const TRANSACTION_TYPES = [
  'authOnlyTransaction',
  'authCaptureTransaction',
  'captureOnlyTransaction',
  'refundTransaction',
  'priorAuthCaptureTransaction',
  'voidTransaction',
  'getDetailsTransaction',
  'authOnlyContinueTransaction',
  'authCaptureContinueTransaction',
] as const;

const VALIDATION_MODE = { name: 'validationModeEnum', values: ['none', 'testMode', 'liveMode', 'oldLiveMode'] };
const CUSTOMER_TYPE = { name: 'customerTypeEnum', values: ['individual', 'business'] };

const merchantAuthentication: ComplexType = {
  elements: [
    el('name', 'string', { maxLength: 25 }),
    // The real keys are 16 characters; no limit here so that test keys of any length work.
    el('transactionKey', 'string', { choice: 'auth' }),
    el('sessionToken', 'string', { choice: 'auth' }),
    el('password', 'string', { choice: 'auth' }),
    el('impersonationAuthentication', 'any', { choice: 'auth' }),
    el('fingerPrint', 'any', { choice: 'auth' }),
    el('clientKey', 'string', { choice: 'auth' }),
    el('accessToken', 'string', { choice: 'auth' }),
    el('mobileDeviceId', 'string', { maxLength: 60 }),
  ],
  requiredChoices: ['auth'],
};

const nameAndAddress = [
  el('firstName', 'string', { maxLength: 50 }),
  el('lastName', 'string', { maxLength: 50 }),
  el('company', 'string', { maxLength: 50 }),
  el('address', 'string', { maxLength: 60 }),
  el('city', 'string', { maxLength: 40 }),
  el('state', 'string', { maxLength: 40 }),
  el('zip', 'string', { maxLength: 20 }),
  el('country', 'string', { maxLength: 60 }),
];
const nameAndAddressType: ComplexType = { elements: nameAndAddress };
const customerAddressType: ComplexType = {
  elements: [
    ...nameAndAddress,
    el('phoneNumber', 'string', { maxLength: 25 }),
    el('faxNumber', 'string', { maxLength: 25 }),
    el('email', 'string', { maxLength: 255 }),
  ],
};

const creditCardType: ComplexType = {
  elements: [
    el('cardNumber', 'string', { required: true, maxLength: 16 }),
    el('expirationDate', 'string', { required: true, maxLength: 7 }),
    el('cardCode', 'string'),
    el('isPaymentToken', 'boolean'),
    el('cryptogram'),
    el('tokenRequestorName'),
    el('tokenRequestorId'),
    el('tokenRequestorEci'),
  ],
};

const paymentType: ComplexType = {
  elements: [
    el('creditCard', creditCardType, { choice: 'payment' }),
    el('bankAccount', 'any', { choice: 'payment' }),
    el('trackData', 'any', { choice: 'payment' }),
    el('encryptedTrackData', 'any', { choice: 'payment' }),
    el('payPal', 'any', { choice: 'payment' }),
    el('opaqueData', 'any', { choice: 'payment' }),
    el('emv', 'any', { choice: 'payment' }),
    el('dataSource'),
  ],
  requiredChoices: ['payment'],
};

const customerPaymentProfileType: ComplexType = {
  elements: [
    el('customerType', 'string', { enumeration: CUSTOMER_TYPE }),
    el('billTo', customerAddressType),
    el('payment', paymentType),
    el('driversLicense', 'any'),
    el('taxId'),
    el('defaultPaymentProfile', 'boolean'),
    el('subsequentAuthInformation', 'any'),
    el('excludeFromAccountUpdater', 'boolean'),
  ],
};

const customerProfileType: ComplexType = {
  elements: [
    el('merchantCustomerId', 'string', { maxLength: 20 }),
    el('description', 'string', { maxLength: 255 }),
    el('email', 'string', { maxLength: 255 }),
    el('paymentProfiles', customerPaymentProfileType, { many: true }),
    el('shipToList', customerAddressType, { many: true }),
    el('profileType', 'string', { enumeration: { name: 'profileTypeEnum', values: ['guest', 'regular'] } }),
  ],
};

const settingType: ComplexType = {
  elements: [
    el('settingName', 'string', { enumeration: { name: 'settingNameEnum', values: SETTING_NAMES } }),
    el('settingValue'),
  ],
};
const arrayOfSetting: ComplexType = { elements: [el('setting', settingType, { many: true })] };

const extendedAmountType: ComplexType = {
  elements: [el('amount', 'decimal', { required: true }), el('name', 'string', { maxLength: 31 }), el('description')],
};

const orderType: ComplexType = {
  elements: [
    el('invoiceNumber', 'string', { maxLength: 20 }),
    el('description', 'string', { maxLength: 255 }),
    el('discountAmount', 'decimal'),
    el('taxIsAfterDiscount', 'boolean'),
    el('totalTaxTypeCode'),
    el('purchaserVATRegistrationNumber'),
    el('merchantVATRegistrationNumber'),
    el('vatInvoiceReferenceNumber'),
    el('purchaserCode'),
    el('summaryCommodityCode'),
    el('purchaseOrderDateUTC'),
    el('supplierOrderReference'),
    el('authorizedContactName'),
    el('cardAcceptorRefNumber'),
    el('amexDataTAA1'),
    el('amexDataTAA2'),
    el('amexDataTAA3'),
    el('amexDataTAA4'),
  ],
};

const customerDataType: ComplexType = {
  elements: [
    el('type', 'string', { enumeration: CUSTOMER_TYPE }),
    el('id', 'string', { maxLength: 20 }),
    el('email', 'string', { maxLength: 255 }),
    el('driversLicense', 'any'),
    el('taxId'),
  ],
};

const customerProfilePaymentType: ComplexType = {
  elements: [
    el('createProfile', 'boolean'),
    el('customerProfileId'),
    el('paymentProfile', {
      elements: [el('paymentProfileId', 'string', { required: true }), el('cardCode')],
    }),
    el('shippingProfileId'),
  ],
};

const transactionRequestType: ComplexType = {
  elements: [
    el('transactionType', 'string', {
      required: true,
      enumeration: { name: 'transactionTypeEnum', values: TRANSACTION_TYPES },
    }),
    el('amount', 'decimal'),
    el('currencyCode'),
    el('payment', paymentType),
    el('profile', customerProfilePaymentType),
    el('solution', 'any'),
    el('callId'),
    el('terminalNumber'),
    el('authCode'),
    el('refTransId'),
    el('splitTenderId'),
    el('order', orderType),
    el('lineItems', 'any'),
    el('tax', extendedAmountType),
    el('duty', extendedAmountType),
    el('shipping', extendedAmountType),
    el('taxExempt', 'boolean'),
    el('poNumber', 'string', { maxLength: 25 }),
    el('customer', customerDataType),
    el('billTo', customerAddressType),
    el('shipTo', nameAndAddressType),
    el('customerIP', 'string', { maxLength: 15 }),
    el('cardholderAuthentication', 'any'),
    el('retail', 'any'),
    el('employeeId'),
    el('transactionSettings', arrayOfSetting),
    el('userFields', { elements: [el('userField', { elements: [el('name'), el('value')] }, { many: true })] }),
    el('surcharge', extendedAmountType),
    el('merchantDescriptor'),
    el('subMerchant', 'any'),
    el('tip', extendedAmountType),
    el('processingOptions', 'any'),
    el('subsequentAuthInformation', 'any'),
    el('otherTax', 'any'),
    el('shipFrom', nameAndAddressType),
    el('authorizationIndicatorType', 'any'),
  ],
};

const sorting: ComplexType = {
  elements: [
    el('orderBy', 'string', {
      required: true,
      enumeration: { name: 'TransactionListOrderFieldEnum', values: ['id', 'submitTimeUTC'] },
    }),
    el('orderDescending', 'boolean', { required: true }),
  ],
};
const paging: ComplexType = {
  elements: [el('limit', 'int', { required: true }), el('offset', 'int', { required: true })],
};

const base = (...elements: Element[]): ComplexType => ({
  elements: [
    el('merchantAuthentication', merchantAuthentication, { required: true }),
    el('clientId', 'string', { maxLength: 30 }),
    el('refId', 'string', { maxLength: 20 }),
    ...elements,
  ],
});

export const REQUESTS: Readonly<Record<string, ComplexType>> = {
  authenticateTestRequest: base(),
  createCustomerProfileRequest: base(
    el('profile', customerProfileType, { required: true }),
    el('validationMode', 'string', { enumeration: VALIDATION_MODE }),
  ),
  getCustomerProfileRequest: base(
    el('customerProfileId'),
    el('merchantCustomerId'),
    el('email'),
    el('unmaskExpirationDate', 'boolean'),
    el('includeIssuerInfo', 'boolean'),
  ),
  deleteCustomerProfileRequest: base(el('customerProfileId', 'string', { required: true })),
  createCustomerPaymentProfileRequest: base(
    el('customerProfileId', 'string', { required: true }),
    el('paymentProfile', customerPaymentProfileType, { required: true }),
    el('validationMode', 'string', { enumeration: VALIDATION_MODE }),
  ),
  getCustomerPaymentProfileRequest: base(
    el('customerProfileId', 'string', { required: true }),
    el('customerPaymentProfileId'),
    el('unmaskExpirationDate', 'boolean'),
    el('includeIssuerInfo', 'boolean'),
  ),
  deleteCustomerPaymentProfileRequest: base(
    el('customerProfileId', 'string', { required: true }),
    el('customerPaymentProfileId', 'string', { required: true }),
  ),
  getHostedProfilePageRequest: base(
    el('customerProfileId', 'string', { required: true }),
    el('hostedProfileSettings', arrayOfSetting),
  ),
  createTransactionRequest: base(el('transactionRequest', transactionRequestType, { required: true })),
  updateHeldTransactionRequest: base(
    el(
      'heldTransactionRequest',
      {
        elements: [
          el('action', 'string', {
            required: true,
            enumeration: { name: 'afdsTransactionEnum', values: ['approve', 'decline'] },
          }),
          el('refTransId', 'string', { required: true }),
        ],
      },
      { required: true },
    ),
  ),
  getTransactionDetailsRequest: base(el('transId', 'string', { required: true })),
  getTransactionListForCustomerRequest: base(
    el('customerProfileId', 'string', { required: true }),
    el('customerPaymentProfileId'),
    el('sorting', sorting),
    el('paging', paging),
  ),
  getUnsettledTransactionListRequest: base(
    el('status', 'string', { enumeration: { name: 'TransactionGroupStatusEnum', values: ['any', 'pendingApproval'] } }),
    el('sorting', sorting),
    el('paging', paging),
  ),
  getSettledBatchListRequest: base(
    el('includeStatistics', 'boolean'),
    el('firstSettlementDate', 'dateTime'),
    el('lastSettlementDate', 'dateTime'),
  ),
  getTransactionListRequest: base(el('batchId'), el('sorting', sorting), el('paging', paging)),
};

/** Checks a request body against its schema; answers the validator's message, or undefined when it passes. */
export function validateRequest(name: string, body: unknown): string | undefined {
  const type = REQUESTS[name];
  if (!type) return undefined;
  return validateComplex(name, type, body);
}

const quote = (name: string) => `'${name}' in namespace '${NS}'`;

function expectedFrom(type: ComplexType, position: number, used: Set<string>): string[] {
  const names: string[] = [];
  for (let i = position; i < type.elements.length; i++) {
    const element = type.elements[i];
    if (!element) break;
    if (element.choice && used.has(element.choice)) continue;
    names.push(element.name);
    const choiceRequired = element.choice && type.requiredChoices?.includes(element.choice);
    if (element.required) break;
    if (choiceRequired) {
      const next = type.elements[i + 1];
      if (next?.choice !== element.choice) break;
    }
  }
  return names;
}

function invalidChild(parent: string, child: string, expected: string[]): string {
  const list =
    expected.length > 0 ? ` List of possible elements expected: '${expected.join(', ')}' in namespace '${NS}'.` : '';
  return `The element ${quote(parent)} has invalid child element ${quote(child)}.${list}`;
}

function validateComplex(parent: string, type: ComplexType, value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return incomplete(parent, type, 0, new Set());
  if (typeof value !== 'object' || Array.isArray(value)) {
    const expected = expectedFrom(type, 0, new Set());
    return `The element ${quote(parent)} cannot contain text. List of possible elements expected: '${expected.join(', ')}' in namespace '${NS}'.`;
  }
  let position = 0;
  const used = new Set<string>();
  for (const [key, child] of Object.entries(value)) {
    const index = type.elements.findIndex((element, i) => i >= position && element.name === key);
    const element = type.elements[index];
    if (!element || (element.choice && used.has(element.choice))) {
      return invalidChild(parent, key, expectedFrom(type, position, used));
    }
    for (let i = position; i < index; i++) {
      if (type.elements[i]?.required) return invalidChild(parent, key, expectedFrom(type, position, used));
    }
    for (const group of type.requiredChoices ?? []) {
      if (used.has(group)) continue;
      const skipped = type.elements.some((e, i) => i >= position && i < index && e.choice === group);
      const inGroup = element.choice === group;
      if (skipped && !inGroup) return invalidChild(parent, key, expectedFrom(type, position, used));
    }
    const items = Array.isArray(child) ? child : [child];
    if (items.length > 1 && !element.many) {
      return invalidChild(
        parent,
        key,
        expectedFrom(type, index + 1, new Set([...used, ...(element.choice ? [element.choice] : [])])),
      );
    }
    for (const item of items) {
      const problem = validateValue(element, item);
      if (problem) return problem;
    }
    if (element.choice) used.add(element.choice);
    position = index + 1;
  }
  return incomplete(parent, type, position, used);
}

function incomplete(parent: string, type: ComplexType, position: number, used: Set<string>): string | undefined {
  const missingRequired = type.elements.some((e, i) => i >= position && e.required);
  const missingChoice = (type.requiredChoices ?? []).some((group) => !used.has(group));
  if (!missingRequired && !missingChoice) return undefined;
  const expected = expectedFrom(type, position, used);
  return `The element ${quote(parent)} has incomplete content. List of possible elements expected: '${expected.join(', ')}' in namespace '${NS}'.`;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

function validateValue(element: Element, value: unknown): string | undefined {
  if (typeof element.type === 'object') return validateComplex(element.name, element.type, value);
  if (element.type === 'any') return undefined;
  if (value !== null && typeof value === 'object') {
    const first = Array.isArray(value) ? element.name : (Object.keys(value)[0] ?? element.name);
    return `The element ${quote(element.name)} cannot contain child element ${quote(first)} because the parent element's content model is text only.`;
  }
  const raw = text(value);
  const invalid = (datatype: string, reason: string) =>
    `The '${NS}:${element.name}' element is invalid - The value '${raw}' is invalid according to its datatype '${datatype}' - ${reason}`;
  switch (element.type) {
    case 'decimal':
      if (!/^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(raw))
        return invalid('http://www.w3.org/2001/XMLSchema:decimal', `The string '${raw}' is not a valid Decimal value.`);
      break;
    case 'boolean':
      if (!/^\s*(true|false|1|0)\s*$/.test(raw))
        return invalid('http://www.w3.org/2001/XMLSchema:boolean', `The string '${raw}' is not a valid Boolean value.`);
      break;
    case 'int':
      if (!/^\s*[+-]?\d+\s*$/.test(raw) || Math.abs(Number(raw)) > 2147483647)
        return invalid('http://www.w3.org/2001/XMLSchema:int', `The string '${raw}' is not a valid Int32 value.`);
      break;
    case 'dateTime':
      if (!/^\s*\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?\s*$/.test(raw))
        return invalid(
          'http://www.w3.org/2001/XMLSchema:dateTime',
          `The string '${raw}' is not a valid XsdDateTime value.`,
        );
      break;
    default:
      break;
  }
  if (element.enumeration && !element.enumeration.values.includes(raw)) {
    return invalid(`${NS}:${element.enumeration.name}`, 'The Enumeration constraint failed.');
  }
  if (element.maxLength !== undefined && raw.length > element.maxLength) {
    return invalid('String', 'The actual length is greater than the MaxLength value.');
  }
  return undefined;
}
