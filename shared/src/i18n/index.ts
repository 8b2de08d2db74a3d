/**
 * The product's words in every language it speaks: message functions compiled from the catalogues in
 * shared/i18n/messages (`npm run i18n:compile`), each taking its placeholders and, where the caller knows
 * the reader's language (mail, texts, push), `{ locale }`; in the browser the page's language is the default.
 */

export * from './locale.ts';
export * as m from './paraglide/messages.js';
export { getLocale, setLocale } from './paraglide/runtime.js';
