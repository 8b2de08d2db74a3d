/** How a card is named on screen: "Visa ending 1111, expires 12/29". */
import type { CardBrand } from '@hw/shared';

const BRAND_NAMES: Record<CardBrand, string> = {
  amex: 'American Express',
  dinersClub: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  masterCard: 'Mastercard',
  visa: 'Visa',
};

/** The name of a card brand as the gateway writes it ("visa", "masterCard", "MasterCard"...). */
export function brandName(cardType: string): string {
  const known = (Object.keys(BRAND_NAMES) as CardBrand[]).find(
    (brand) => brand.toLowerCase() === cardType.toLowerCase(),
  );
  if (known) return BRAND_NAMES[known];
  return cardType ? cardType.charAt(0).toUpperCase() + cardType.slice(1) : 'Card';
}

/** An expiry as MM/YY, whatever the gateway wrote (MM/YY, MM/YYYY, YYYY-MM). */
export function expiry(value: string): string {
  const slash = /^(\d{1,2})\/(\d{2}|\d{4})$/.exec(value.trim());
  if (slash) return `${slash[1]!.padStart(2, '0')}/${slash[2]!.slice(-2)}`;
  const iso = /^(\d{4})-(\d{2})/.exec(value.trim());
  if (iso) return `${iso[2]}/${iso[1]!.slice(-2)}`;
  return value;
}

/** "Visa ending 1111, expires 12/29". */
export function cardLabel(card: { cardType: string; lastFour: string; expirationDate: string }): string {
  return `${brandName(card.cardType)} ending ${card.lastFour}, expires ${expiry(card.expirationDate)}`;
}
