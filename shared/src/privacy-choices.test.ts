import { describe, expect, it } from 'vitest';
import {
  ALL_PRIVACY_CHOICES_OFF,
  CONSENT_BAR_VALUE,
  cookieValueOf,
  encodePrivacyChoices,
  privacyPurposeAllowed,
  readPrivacyChoices,
} from './privacy-choices.ts';

const someOff = { functional: true, analytics: false, advertising: false };

describe('privacy choices', () => {
  it('turns every purpose on until a choice is saved, with nothing saved', () => {
    for (const value of [null, CONSENT_BAR_VALUE, '', 'garbage', 'functional:1|analytics:2|advertising:0']) {
      expect(readPrivacyChoices(value, false)).toEqual({
        choices: { functional: true, analytics: true, advertising: true },
        saved: false,
        globalPrivacyControl: false,
      });
    }
  });

  it('turns sale and sharing off by default when the browser sends Global Privacy Control', () => {
    const state = readPrivacyChoices(CONSENT_BAR_VALUE, true);
    expect(state.choices).toEqual({ functional: true, analytics: true, advertising: false });
    expect(state.saved).toBe(false);
    expect(state.globalPrivacyControl).toBe(true);
  });

  it('reads back saved choices in a cookie-safe value', () => {
    const value = encodePrivacyChoices(someOff, false);
    expect(value).toBe('functional:1|analytics:0|advertising:0|gpc:0');
    expect(value).not.toMatch(/[\s;,"\\]/);
    expect(readPrivacyChoices(value, false)).toEqual({ choices: someOff, saved: true, globalPrivacyControl: false });
    expect(readPrivacyChoices(encodePrivacyChoices(ALL_PRIVACY_CHOICES_OFF, false), false).choices).toEqual(
      ALL_PRIVACY_CHOICES_OFF,
    );
  });

  it('keeps sale and sharing on when the visitor turned it on while the signal was sent', () => {
    const value = encodePrivacyChoices({ functional: true, analytics: true, advertising: true }, true);
    expect(readPrivacyChoices(value, true).choices.advertising).toBe(true);
  });

  it('treats a signal that appears after a saved choice as an opt-out of sale and sharing only', () => {
    const value = encodePrivacyChoices({ functional: false, analytics: true, advertising: true }, false);
    expect(readPrivacyChoices(value, true).choices).toEqual({ functional: false, analytics: true, advertising: false });
  });

  it('always allows strictly necessary cookies and otherwise follows the choice', () => {
    expect(privacyPurposeAllowed('necessary', ALL_PRIVACY_CHOICES_OFF)).toBe(true);
    expect(privacyPurposeAllowed('functional', someOff)).toBe(true);
    expect(privacyPurposeAllowed('analytics', someOff)).toBe(false);
    expect(privacyPurposeAllowed('advertising', someOff)).toBe(false);
  });

  it('finds the consent cookie among others by its exact name', () => {
    const cookies = `a=1; xhw_cookie_consent=no; hw_cookie_consent=${encodePrivacyChoices(someOff, false)}; b=2`;
    expect(cookieValueOf(cookies, 'hw_cookie_consent')).toBe('functional:1|analytics:0|advertising:0|gpc:0');
    expect(cookieValueOf('a=1', 'hw_cookie_consent')).toBeNull();
    expect(cookieValueOf('', 'hw_cookie_consent')).toBeNull();
  });
});
