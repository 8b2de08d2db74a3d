import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import { cleanup } from '#web/ui/render-for-test.tsx';
import { expectContact, expectTitle, itHasContents, linkTargets, openPage, section } from './legal-test-helpers.tsx';

afterEach(() => cleanup());

describe('the terms and conditions (/terms-of-use)', () => {
  it('has its title, document title and date line, and links back to the privacy policy', async () => {
    await openPage('/terms-of-use');
    expectTitle('Terms & Conditions', 'Last updated: 10/14/2025');
    expect(linkTargets()).toContain('/privacy-policy');
  });

  itHasContents('/terms-of-use');

  it('requires users to be 18 or of the age of majority', async () => {
    await openPage('/terms-of-use');
    expect(section('eligibility')).toContain('at least 18 years old, or the age of majority where you live');
  });

  it('covers prohibited uses, contributions, electronic communications and text messages', async () => {
    await openPage('/terms-of-use');
    expect(document.querySelectorAll('#prohibited-uses li').length).toBeGreaterThanOrEqual(6);
    expect(section('user-contributions')).toContain('licence');
    expect(section('electronic-communications')).toContain('in writing');
    expect(section('text-messages')).toContain('Reply STOP');
    expect(section('text-messages')).toContain('Message and data rates');
  });

  it('caps liability at the greater of $100 or the plan limit, and allows one year to bring a claim', async () => {
    await openPage('/terms-of-use');
    expect(section('limitation-of-liability')).toContain(
      'the greater of $100 or the applicable limit stated in your home warranty plan',
    );
    expect(section('time-limit')).toContain('within one year after it arises');
  });

  it('requires JAMS arbitration after 30 days’ notice, with a class-action waiver and batches of 25', async () => {
    await openPage('/terms-of-use');
    const arbitration = section('arbitration');
    expect(arbitration).toContain('binding individual arbitration administered by JAMS');
    expect(arbitration).toContain('until 30 days after the notice is received');
    expect(arbitration).toContain('Class-action waiver');
    expect(arbitration).toContain('give up the right to a jury trial');
    expect(arbitration).toContain(
      'If 25 or more similar demands for arbitration are filed against us or by us within 30 days',
    );
    expect(arbitration).toContain('in batches of 25 demands per batch');
  });

  it('gives the brand contact details for notices', async () => {
    await openPage('/terms-of-use');
    expectContact(document.getElementById('contact')!, brand.mailingCity);
  });
});
