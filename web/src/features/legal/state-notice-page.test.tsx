import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import { cleanup } from '#web/ui/render-for-test.tsx';
import { expectContact, expectTitle, itHasContents, linkTargets, openPage, section } from './legal-test-helpers.tsx';

const TITLE =
  'Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers';

afterEach(() => cleanup());

describe('the state privacy notice (/state-notice)', () => {
  it('has its title, document title and date line, and links to the privacy policy', async () => {
    await openPage('/state-notice');
    expectTitle(TITLE, 'Last updated: 10/14/2025');
    expect(linkTargets()).toContain('/privacy-policy');
  });

  itHasContents('/state-notice');

  it('describes collection, sources, uses, retention, disclosures and advertising sharing', async () => {
    await openPage('/state-notice');
    expect(document.querySelectorAll('#information-collected tbody tr')).toHaveLength(5);
    expect(section('sources')).toContain('real-estate agent');
    expect(section('uses')).toContain('handling claims');
    expect(section('retention')).toContain('delete the information');
    for (const recipient of ['Service providers', 'Affiliates', 'Authorized parties']) {
      expect(section('disclosures')).toContain(recipient);
    }
    expect(section('advertising-networks')).toContain('identifiers and internet or other electronic network activity');
  });

  it('covers access since January 1, 2022 and disclosures over 12 months, deletion and correction', async () => {
    await openPage('/state-notice');
    expect(section('access')).toContain('since January 1, 2022, unless you ask us to start from a later date');
    expect(section('access')).toContain('the 12 months before your request');
    expect(section('access')).toContain('machine-readable');
    expect(section('deletion')).toContain('The law lets us keep information we need to');
    expect(section('correction')).toContain('inaccurate');
  });

  it('takes verified requests through its form, by phone, e-mail or post, not through the app', async () => {
    await openPage('/state-notice');
    const request = document.getElementById('making-a-request')!;
    expectContact(request, `${brand.mailingCity} ${brand.mailingZip}`);
    const form = request.querySelector('form[aria-label="Privacy request"]');
    expect(form).not.toBeNull();
    expect([...(form?.querySelectorAll('option') ?? [])].map((o) => o.value)).toEqual(
      expect.arrayContaining(['access', 'deletion', 'correction', 'TX', 'CA']),
    );
    expect(section('making-a-request')).toContain(
      'Our mobile app and the chat on our website cannot take privacy requests',
    );
    expect(section('authorized-agents')).toContain('an authorization signed by you');
  });

  it('states the response times, the fee rule and the appeal time', async () => {
    await openPage('/state-notice');
    const timing = section('response-timing');
    expect(timing).toContain('within 10 days');
    expect(timing).toContain('within 45 days');
    expect(timing).toContain('by up to 45 more days');
    expect(section('fees')).toContain('excessive, repetitive or manifestly unfounded');
    expect(section('appeals')).toContain('within 60 days');
  });

  it('explains opting out, non-discrimination and that there are no financial incentives', async () => {
    await openPage('/state-notice');
    expect(section('opting-out')).toContain('Global Privacy Control');
    expect(document.querySelector('#opting-out button')?.textContent).toBe('Your Privacy Choices');
    expect(section('non-discrimination')).toContain('will not deny you');
    expect(section('financial-incentives')).toContain('do not currently offer any financial incentive programs');
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
