/**
 * The server's 301s beyond the fixed table: old blog addresses to their article's
 * canonical address, and the sales representatives' first-name pages to the representatives' section.
 */
import { CONTRACTOR_FILE_HOST, EMPLOYMENT_URL, REDIRECT_TABLE, resolveRedirect } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSalesReps } from '../src/seed/content/company.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the redirect table over HTTP', () => {
  it.each(Object.entries(REDIRECT_TABLE))('answers %s with a 301 to %s, its fragment kept', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('matches whatever the case, with a trailing slash, and strips a file extension', async () => {
    expect((await get('/FrmClaim/')).headers.location).toBe('/claim');
    const aspx = await get('/about-us.aspx');
    expect(aspx.statusCode).toBe(301);
    expect(aspx.headers.location).toBe('/about-us');
    expect((await get('/category/plumbing')).headers.location).toBe('/resources/plumbing');
    expect((await get('/category/lifestyle-decor')).headers.location).toBe('/resources');
  });

  it('sends the employment page and the file-download route to their hosts', async () => {
    expect((await get('/employment')).headers.location).toBe(EMPLOYMENT_URL);
    const file = await get('/download?file=W9%20form.pdf');
    expect(file.statusCode).toBe(301);
    expect(file.headers.location).toBe(`${CONTRACTOR_FILE_HOST}/W9%20form.pdf`);
    expect((await get('/download')).headers.location).toBe('/page-not-found');
  });

  it('redirects only reads: a POST to an old address is not moved', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/aboutus' });
    expect(res.statusCode).toBe(404);
  });
});

describe('old addresses', () => {
  it('send an old blog address, by id, slug or dated slug, to the article’s canonical address', async () => {
    const [article] = (await get('/api/forum/summaries/1/0')).json() as {
      id: number;
      titleSlug: string;
      url: string;
    }[];
    if (!article) throw new Error('no article seeded');
    for (const old of [`/blog/${article.id}`, `/blog/${article.titleSlug}`, `/blog/2019/04/${article.titleSlug}/`]) {
      const res = await get(old);
      expect(res.statusCode, old).toBe(301);
      expect(res.headers.location, old).toBe(article.url);
    }
    expect((await get('/blog/no-such-article')).statusCode).not.toBe(301);
  });

  it('send every representative’s first-name page to the local representatives', () => {
    for (const rep of seedSalesReps) {
      expect(resolveRedirect(`/${rep.firstName.toLowerCase()}`), rep.firstName).toBe(
        '/home-buyers-warranty/your-local-representative',
      );
    }
  });
});
