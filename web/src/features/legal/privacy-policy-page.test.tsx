import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import { closePrivacyChoices, privacyChoicesOpen } from '#web/lib/privacy-choices.ts';
import { cleanup } from '#web/ui/render-for-test.tsx';
import { SISTER_BRANDS } from './legal-facts.ts';
import { expectContact, expectTitle, itHasContents, linkTargets, openPage, section } from './legal-test-helpers.tsx';

afterEach(() => cleanup());

describe('the privacy policy (/privacy-policy)', () => {
  it('has its title, document title and date line', async () => {
    await openPage('/privacy-policy');
    expectTitle('Privacy Policy', 'Last updated: 10/14/2025');
    expect(document.querySelector('.legal__updated time')?.getAttribute('dateTime')).toBe('2025-10-14');
  });

  itHasContents('/privacy-policy');

  it('lists the categories of personal information with sold-or-shared, purposes and retention', async () => {
    await openPage('/privacy-policy');
    const table = document.querySelector('table')!;
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Category',
      'Examples',
      'Sold or shared?',
      'Why we use it',
      'How long we keep it',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [
      tr.querySelector('th')?.textContent,
      tr.querySelector('.legal-table__sold')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Identifiers', 'Yes'],
      ['Commercial information', 'No'],
      ['Internet or other electronic network activity', 'Yes'],
      ['Sensory data (audio, electronic and visual)', 'No'],
      ['Inferences', 'No'],
    ]);
    for (const tr of table.querySelectorAll('tbody tr')) {
      expect(tr.querySelectorAll('td')).toHaveLength(4);
      const prose = [...tr.querySelectorAll('td:not(.legal-table__sold)')].map((td) => td.textContent ?? '');
      expect(prose).toHaveLength(3);
      for (const text of prose) expect(text.length).toBeGreaterThan(40);
    }
  });

  it('covers every topic a privacy policy must', async () => {
    await openPage('/privacy-policy');
    for (const name of SISTER_BRANDS) expect(section('who-we-are')).toContain(name);
    expect(section('cookies')).toContain('Cookies are small files');
    expect(section('social-login')).toContain('sign in');
    expect(section('user-content')).toContain('review');
    expect(section('video-services')).toContain('live video');
    expect(section('telemarketing')).toContain('do-not-call');
    expect(section('promotions')).toContain('sweepstakes');
    expect(section('analytics-advertising')).toContain('advertising networks');
    expect(section('your-choices')).toContain('unsubscribe');
    expect(section('account-deletion')).toContain('delete your online account');
    expect(section('state-rights')).toContain('State Privacy Notice');
    expect(section('children')).toContain('under sixteen');
    expect(section('governing-law')).toContain('United States federal law and the laws of the State of Tennessee');
  });

  it('offers Your Privacy Choices, which opens the preference centre, and loads no script', async () => {
    await openPage('/privacy-policy');
    const button = [...document.querySelectorAll<HTMLButtonElement>('#your-choices button')].find(
      (b) => b.textContent === 'Your Privacy Choices',
    );
    expect(button).toBeDefined();
    expect(document.querySelector('[data-consent-slot]')).toBeNull();
    act(() => button!.click());
    expect(privacyChoicesOpen()).toBe(true);
    act(() => closePrivacyChoices());
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('gives the brand contact details and ends with a link to the state notice', async () => {
    await openPage('/privacy-policy');
    expectContact(document.getElementById('contact')!, `${brand.mailingCity} ${brand.mailingZip}`);
    expect(linkTargets()).toContain('/terms-of-use');
    const pageLinks = [...document.querySelectorAll('article.legal a')];
    expect(pageLinks.at(-1)?.getAttribute('href')).toBe('/state-notice');
  });
});
