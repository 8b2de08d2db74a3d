/**
 * The answers of the quote a visitor sent, kept in session storage under `quoteAnswers`: the order the
 * visitor then starts from a public page begins filled with them (the ordering feature reads them), so
 * nothing is asked twice. They stay for the session; another quote replaces them.
 */
import { QUOTE_FORM_FIELDS, type QuoteAnswers } from '@hw/shared';

export const QUOTE_ANSWERS_KEY = 'quoteAnswers';

const storage = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export function rememberQuoteAnswers(answers: QuoteAnswers): void {
  const kept: QuoteAnswers = {
    contactName: answers.contactName,
    email: answers.email,
    address: answers.address,
    homePhone: answers.homePhone,
    postalCode: answers.postalCode,
    isRecentPurchase: answers.isRecentPurchase,
  };
  try {
    storage()?.setItem(QUOTE_ANSWERS_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: the order asks again.
  }
}

/** The answers of the quote sent in this session, or null (none, or not readable). */
export function storedQuoteAnswers(): QuoteAnswers | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(QUOTE_ANSWERS_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const record = parsed as Record<string, unknown>;
    if (!QUOTE_FORM_FIELDS.every((field) => typeof record[field] === 'string')) return null;
    if (typeof record.isRecentPurchase !== 'boolean') return null;
    return record as QuoteAnswers;
  } catch {
    return null;
  }
}
