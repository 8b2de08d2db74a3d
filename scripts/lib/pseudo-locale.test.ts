import { describe, expect, it } from 'vitest';
import { isPseudoText, pseudoMessage, pseudoPattern } from './pseudo-locale.ts';

describe('the pseudo-locale', () => {
  it('accents every letter, keeps placeholders and markup, brackets the message and makes it about a third longer', () => {
    expect(pseudoPattern('Call {phone}')).toBe('⟦Çáļļ {phone} ~~~~⟧');
    const long = pseudoPattern('We use cookies. Read how in our {#link}Privacy Policy{/link}.');
    expect(long).toMatch(/^⟦Ŵé úšé çóóķíéš\. Ŕéáď ĥóŵ íñ óúŕ \{#link\}Þŕíṽáçý Þóļíçý\{\/link\}\.( ~~~~)+⟧$/);
    const english = 'We use cookies. Read how in our Privacy Policy.';
    const shown = long.replaceAll(/\{[^}]*\}/g, '');
    expect(shown.length).toBeGreaterThanOrEqual(english.length * 1.25);
    expect(shown).not.toMatch(/[A-Za-z]/);
  });

  it('turns each variant of a plural message', () => {
    const plural = [
      {
        declarations: ['input count', 'local countPlural = count: plural'],
        selectors: ['countPlural'],
        match: { 'countPlural=one': '{count} plan', 'countPlural=other': '{count} plans' },
      },
    ];
    expect(pseudoMessage(plural)).toEqual([
      {
        ...plural[0],
        match: { 'countPlural=one': '⟦{count} þļáñ ~~~~⟧', 'countPlural=other': '⟦{count} þļáñš ~~~~⟧' },
      },
    ]);
  });

  it('tells a catalogue’s words from plain English', () => {
    expect(isPseudoText(pseudoPattern('Request Repair'))).toBe(true);
    expect(isPseudoText('⟦Çáļļ 602-555-0100 ~~~~⟧')).toBe(true);
    expect(isPseudoText('Request Repair')).toBe(false);
    expect(isPseudoText('$64.99 · 12/29')).toBe(true);
  });
});
