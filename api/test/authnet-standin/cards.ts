/**
 * Card rules of the sandbox, from Authorize.Net's testing guide (developer.authorize.net/hello_world/testing_guide/)
 * and the response code list (developer.authorize.net/api/reference/responseCodes.html).
 */

export type CardType = 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Discover' | 'JCB' | 'DinersClub';

/** The testing guide's card numbers; any other Luhn-valid number of a known brand is approved too. */
export const TEST_CARDS: readonly { number: string; type: CardType }[] = [
  { number: '370000000000002', type: 'AmericanExpress' },
  { number: '6011000000000012', type: 'Discover' },
  { number: '3088000000000017', type: 'JCB' },
  { number: '38000000000006', type: 'DinersClub' },
  { number: '4007000000027', type: 'Visa' },
  { number: '4012888818888', type: 'Visa' },
  { number: '4111111111111111', type: 'Visa' },
  { number: '5424000000000015', type: 'MasterCard' },
  { number: '2223000010309703', type: 'MasterCard' },
  { number: '2223000010309711', type: 'MasterCard' },
];

/** Billing ZIP that the sandbox declines (response code 2, reason 2). */
export const DECLINE_ZIP = '46282';

/** Billing ZIP codes that select the AVS result, per the testing guide. */
export const AVS_BY_ZIP: Readonly<Record<string, string>> = {
  '46201': 'A',
  '46203': 'E',
  '46204': 'G',
  '46205': 'N',
  '46206': 'P',
  '46207': 'R',
  '46208': 'S',
  '46209': 'U',
  '46211': 'W',
  '46214': 'X',
  '46217': 'Z',
};

/** Card codes that select the card code (CVV) result, per the testing guide. */
export const CVV_BY_CODE: Readonly<Record<string, string>> = {
  '900': 'M',
  '901': 'N',
  '902': 'S',
  '903': 'U',
  '904': 'P',
};

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function luhnValid(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardTypeOf(number: string): CardType | undefined {
  const known = TEST_CARDS.find((card) => card.number === number);
  if (known) return known.type;
  const two = Number(number.slice(0, 2));
  const three = Number(number.slice(0, 3));
  const four = Number(number.slice(0, 4));
  const six = Number(number.slice(0, 6));
  if (number.startsWith('4')) return 'Visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  if (two === 34 || two === 37) return 'AmericanExpress';
  if (four === 6011 || two === 65 || (three >= 644 && three <= 649) || (six >= 622126 && six <= 622925))
    return 'Discover';
  if (four >= 3528 && four <= 3589) return 'JCB';
  if (four === 3088) return 'JCB';
  if ((three >= 300 && three <= 305) || two === 36 || two === 38 || two === 39) return 'DinersClub';
  return undefined;
}

/** The gateway takes 13 to 16 digits and checks them with Luhn (reason 6, "The credit card number is invalid."). */
export function cardNumberValid(number: string): boolean {
  return /^\d{13,16}$/.test(number) && luhnValid(number) && cardTypeOf(number) !== undefined;
}

export function maskCardNumber(number: string): string {
  return `XXXX${number.slice(-4)}`;
}

export interface Expiration {
  year: number;
  month: number;
}

/**
 * Reads an expiration date in the forms the API takes: YYYY-MM, MMYY, MM/YY, MM-YY, MMYYYY, MM/YYYY, MM-YYYY,
 * (and MM/YY from the hosted form).
 */
export function parseExpiration(value: string): Expiration | undefined {
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})$/.exec(text);
  if (match) return checkMonth(Number(match[1]), Number(match[2]));
  match = /^(\d{2})[/-]?(\d{2}|\d{4})$/.exec(text);
  if (match) {
    const yearText = match[2] ?? '';
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    return checkMonth(year, Number(match[1]));
  }
  return undefined;
}

function checkMonth(year: number, month: number): Expiration | undefined {
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** A card is good through the last day of its expiration month. */
export function isExpired(expiration: Expiration, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiration.year < year || (expiration.year === year && expiration.month < month);
}

export function formatExpiration(expiration: Expiration): string {
  return `${expiration.year}-${String(expiration.month).padStart(2, '0')}`;
}

/** Card codes are three digits, four for American Express (reason 78, "The card code is invalid."). */
export function cardCodeValid(code: string, type: CardType | undefined): boolean {
  return type === 'AmericanExpress' ? /^\d{4}$/.test(code) : /^\d{3}$/.test(code);
}

export function avsResultFor(billTo: { zip?: string; address?: string } | undefined): string {
  const zip = billTo?.zip?.trim();
  const triggered = zip ? AVS_BY_ZIP[zip] : undefined;
  if (triggered) return triggered;
  return zip || billTo?.address ? 'Y' : 'P';
}

export function cvvResultFor(code: string | undefined): string {
  if (!code) return '';
  return CVV_BY_CODE[code] ?? 'M';
}
