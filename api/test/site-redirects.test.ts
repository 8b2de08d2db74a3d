/**
 * The server's 301s beyond the fixed table (marketing spec 2.16): old blog addresses to their article's
 * canonical address, and the sales representatives' first-name pages to the representatives' section.
 */
import { resolveRedirect } from '@hw/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSalesReps } from '../src/seed/content/company.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

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
