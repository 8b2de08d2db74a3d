import { EMPLOYMENT_URL } from '@hw/shared';
import { describe, expect, it } from 'vitest';
import { legacyRedirectTarget } from './legacy-redirect.ts';

describe('legacyRedirectTarget', () => {
  const origin = 'https://www.example.com';

  it('follows the redirect table for a path or a full address of the same origin', () => {
    expect(legacyRedirectTarget('/frmClaim', origin)).toBe('/claim');
    expect(legacyRedirectTarget('https://www.example.com/NewOrderForm.aspx', origin)).toBe('/NewOrderForm');
    expect(legacyRedirectTarget('/employment', origin)).toBe(EMPLOYMENT_URL);
  });

  it("goes to the site's own screens with their query and anchor", () => {
    expect(legacyRedirectTarget('/contact-us?from=mail#form', origin)).toBe('/contact-us?from=mail#form');
  });

  it('lands on the not-found page for another origin, an unknown path, itself or nothing', () => {
    for (const target of [
      'https://evil.example.net/account',
      '//evil.example.net/account',
      '/\\evil.example.net',
      'javascript:alert(1)',
      '/no-such-page',
      '/redirectLegacy?url=/claim',
      '',
      null,
    ]) {
      expect(legacyRedirectTarget(target, origin)).toBe('/page-not-found');
    }
  });
});
