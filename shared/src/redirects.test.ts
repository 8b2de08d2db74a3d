import { describe, expect, it } from 'vitest';
import { CONTRACTOR_FILE_HOST, EMPLOYMENT_URL, REDIRECT_TABLE, resolveRedirect } from './redirects.ts';
import { FORUM_CATEGORY_SLUGS } from './resources.ts';
import { isAppPath } from './site-paths.ts';

describe('resolveRedirect', () => {
  it.each([
    ['/home-warranty-reviews', '/#reviews'],
    ['/home-warranty-plans', '/homeowner-warranty#home-warranty-plans'],
    ['/homeowner-warranty/why-landmark', '/homeowner-warranty#whylandmark'],
    ['/homeowner-warranty/reviews', '/homeowner-warranty#reviews'],
    ['/home-buyers-warranty/protection-plans', '/home-buyers-warranty#home-warranty-plans'],
    ['/home-buyers-warranty/residential-service-contract', '/home-buyers-warranty#reviews'],
    ['/home-buyers-warranty/your-local-representative', '/home-buyers-warranty#your-local-representative'],
    ['/home-buyers-warranty/real-estate-education-tools', '/home-buyers-warranty#benefits'],
    ['/order/homebuyer/renew', '/account'],
    ['/order/homeowner', '/order/consumer'],
    ['/order/3', '/order/consumer'],
    ['/order/homebuyer', '/order/realEstate'],
    ['/order/2', '/order/realEstate'],
  ])('sends the alias %s to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  it('matches legacy addresses case-insensitively and ignores a trailing slash', () => {
    expect(resolveRedirect('/frmClaim')).toBe('/claim');
    expect(resolveRedirect('/NewOrderForm/')).toBe('/order');
    expect(resolveRedirect('/errorpage')).toBe('/page-not-found');
  });

  it('strips a file extension', () => {
    expect(resolveRedirect('/about-us.aspx')).toBe('/about-us');
    expect(resolveRedirect('/frmClaim.aspx')).toBe('/frmClaim');
  });

  it('maps old category paths to resources, except lifestyle-decor and unknown categories', () => {
    for (const slug of FORUM_CATEGORY_SLUGS.filter((s) => s !== 'lifestyle-decor')) {
      expect(resolveRedirect(`/category/${slug}`)).toBe(`/resources/${slug}`);
      expect(resolveRedirect(`/blog/category/${slug}/`)).toBe(`/resources/${slug}`);
    }
    expect(resolveRedirect('/category/lifestyle-decor')).toBe('/resources');
    expect(resolveRedirect('/category/gardening')).toBe('/resources');
    expect(resolveRedirect('/blog/tag/roof')).toBe('/resources');
  });

  it.each(Object.entries(REDIRECT_TABLE))('sends %s to %s, a page of the site (or another entry)', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
    const [path = ''] = to.split('#');
    expect(isAppPath(path) || resolveRedirect(path) !== null).toBe(true);
  });

  it('sends the employment page and file downloads to their external hosts', () => {
    expect(resolveRedirect('/employment')).toBe(EMPLOYMENT_URL);
    expect(resolveRedirect('/download', '?file=invoice 1.pdf')).toBe(`${CONTRACTOR_FILE_HOST}/invoice%201.pdf`);
    expect(resolveRedirect('/download', '')).toBe('/page-not-found');
  });

  it('leaves real pages alone', () => {
    expect(resolveRedirect('/')).toBeNull();
    expect(resolveRedirect('/homeowner-warranty')).toBeNull();
    expect(resolveRedirect('/order/consumer')).toBeNull();
    expect(resolveRedirect('/resources/plumbing')).toBeNull();
  });
});

describe('redirects never leave the site', () => {
  it.each(['//evil.example/a.php', '//evil.example/a.aspx', '/\\evil.example/a.php', '/\\/evil.example/a.html'])(
    'sends %s to the not-found page instead of another origin',
    (path) => {
      expect(resolveRedirect(path)).toBe('/page-not-found');
    },
  );

  it('keeps the two outside addresses of the table', () => {
    expect(resolveRedirect('/employment')).toBe(EMPLOYMENT_URL);
    expect(resolveRedirect('/download', '?file=a.pdf')).toBe(`${CONTRACTOR_FILE_HOST}/a.pdf`);
  });

  it('treats a malformed percent-escape as no file instead of failing', () => {
    expect(resolveRedirect('/download', '?file=%E0%A4%A')).toBe('/page-not-found');
  });
});
