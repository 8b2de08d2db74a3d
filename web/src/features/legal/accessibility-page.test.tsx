import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '#web/lib/brand.ts';
import { cleanup } from '#web/ui/render-for-test.tsx';
import { expectContents, expectTitle, linkTargets, openPage, section } from './legal-test-helpers.tsx';

afterEach(() => cleanup());

describe('the accessibility statement (/accessibility)', () => {
  it('has its title and document title, and a contents list of its sections', async () => {
    await openPage('/accessibility');
    expectTitle('Accessibility');
    expectContents();
  });

  it('names the standard it aims for and says what falls short', async () => {
    await openPage('/accessibility');
    expect(section('standard')).toContain('WCAG) 2.2 at level AA');
    expect(section('known-limits')).toContain('English only');
  });

  it('offers help by phone and e-mail, and the contact page', async () => {
    await openPage('/accessibility');
    expect(linkTargets()).toEqual(
      expect.arrayContaining([`tel:${brand.phone}`, `mailto:${brand.customerCareEmail}`, '/contact-us']),
    );
  });
});
