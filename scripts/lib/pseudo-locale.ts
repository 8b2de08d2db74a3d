/**
 * The pseudo-locale: every English message with its letters accented, wrapped in brackets and about a third
 * longer ("Call {phone}" → "[Çáļļ {phone} ~~]"). A build with it (PSEUDO_LOCALE=1, docs/languages.md) shows at
 * a glance what a screen says without the catalogues (plain English letters) and where longer words would
 * not fit. Placeholders and markup are kept as they are.
 */

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçďéƒĝĥíĵķļɱñóþʠŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÓÞɊŔŠŢÚṼŴẊÝŽ';
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index] as string]));

/** The characters only the pseudo-locale writes: a text holding one came from a catalogue. */
export const PSEUDO_CHARACTERS = new Set([...ACCENTED, '⟦', '⟧']);

/** How much longer a pseudo message is than its English: Spanish runs about a quarter longer. */
const GROWTH = 0.3;

const accent = (text: string) => [...text].map((character) => ACCENT.get(character) ?? character).join('');

/** A message pattern in the pseudo-locale: text accented, `{placeholders}` and `{#markup}` kept, padded, bracketed. */
export function pseudoPattern(pattern: string): string {
  const parts = pattern.split(/(\{[^}]*\})/);
  const letters = parts.filter((_, index) => index % 2 === 0).join('').length;
  const text = parts.map((part, index) => (index % 2 === 0 ? accent(part) : part)).join('');
  const padding = Math.ceil(letters * GROWTH);
  // Word-sized pieces, so a padded sentence still wraps where a real one would.
  const pad = padding > 0 ? ` ${Array.from({ length: Math.ceil(padding / 5) }, () => '~'.repeat(4)).join(' ')}` : '';
  return `⟦${text}${pad}⟧`;
}

type Variant = { match: Record<string, string> } & Record<string, unknown>;
/** A catalogue message (a pattern, or variants by plural or other selectors) in the pseudo-locale. */
export function pseudoMessage(message: string | Variant[]): string | Variant[] {
  if (typeof message === 'string') return pseudoPattern(message);
  return message.map((variant) => ({
    ...variant,
    match: Object.fromEntries(Object.entries(variant.match).map(([key, pattern]) => [key, pseudoPattern(pattern)])),
  }));
}

/** Whether a text shows a catalogue's words in the pseudo-locale (or holds no letter at all). */
export const isPseudoText = (text: string): boolean =>
  !/[A-Za-z]/.test(text) || [...text].some((character) => PSEUDO_CHARACTERS.has(character));
