import { ALL_PRIVACY_CHOICES_OFF, ALL_PRIVACY_CHOICES_ON, COOKIE_CONSENT_NAME } from '@hw/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { savePrivacyChoices } from '#web/lib/privacy-choices.ts';
import { track } from './analytics.ts';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the one consent cookie.
  document.cookie = `${COOKIE_CONSENT_NAME}=; max-age=0; path=/`;
  delete window.dataLayer;
});

describe('analytics events', () => {
  it('reach the data layer unless the visitor turned analytics off', () => {
    window.dataLayer = [];
    track({ category: 'Lead', action: 'Quote Request' });
    expect(window.dataLayer).toEqual([{ event: 'siteEvent', category: 'Lead', action: 'Quote Request' }]);
    savePrivacyChoices(ALL_PRIVACY_CHOICES_OFF);
    track({ category: 'Lead', action: 'Quote Request' });
    expect(window.dataLayer).toHaveLength(1);
    savePrivacyChoices(ALL_PRIVACY_CHOICES_ON);
    track({ category: 'Lead', action: 'Quote Request' });
    expect(window.dataLayer).toHaveLength(2);
  });
});
