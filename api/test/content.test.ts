/**
 * The public website's content calls: resources categories and articles, their images, the newsletter,
 * reviews, sales representatives, awards, executives, the contact form, the video-support sign-up and the
 * brochure request with its PDFs.
 */
import {
  articlePath,
  defaultBrand,
  FORUM_CATEGORY_IDS,
  type ForumCategory,
  type ForumEntry,
  type ForumEntrySummary,
  MARKET_STATE_CODES,
  messages,
  REVIEW_GROUPS,
  type Review,
  type SalesRep,
  slugify,
} from '@hw/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function getJson<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
/** The fields and codes of a refusal. */
const refusal = (res: { json(): unknown }) =>
  (res.json() as { errors: { field?: string; message: string; code: string }[] }).errors;
const outboxTo = (to: string) =>
  t.database.db.select().from(t.database.t.emailOutbox).where(eq(t.database.t.emailOutbox.to, to));

async function expectSvg(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
  expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>[\s\S]*<\/svg>$/);
  expect(res.body).not.toMatch(/<script|javascript:|href=/i);
  return res.body;
}

describe('resources categories', () => {
  it('lists the thirteen categories with their fixed ids and slugs', async () => {
    const categories = await getJson<ForumCategory[]>('/api/forum/categories');
    expect(categories).toHaveLength(13);
    expect(Object.fromEntries(categories.map((c) => [c.urlSafeName, c.id]))).toEqual(FORUM_CATEGORY_IDS);
    for (const category of categories) {
      expect(category.displayName.length, category.urlSafeName).toBeGreaterThan(2);
      expect(category.categoryText.length).toBeGreaterThan(40);
      expect(category.meta.title.length).toBeGreaterThan(5);
      expect(category.meta.description.length).toBeGreaterThan(30);
      expect(category.backgroundImg).toBe(`/api/forum/image/category-${category.urlSafeName}.svg`);
    }
  });

  it('serves every category banner as an SVG of our own', async () => {
    const categories = await getJson<ForumCategory[]>('/api/forum/categories');
    for (const category of categories) expect(await expectSvg(category.backgroundImg)).toContain('width="1600"');
  });
});

describe('resources articles', () => {
  it('has at least 40 articles, two or more in every category but lifestyle-decor', async () => {
    const all = await getJson<ForumEntrySummary[]>('/api/forum/summaries/999999/0');
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    for (const [slug, id] of Object.entries(FORUM_CATEGORY_IDS)) {
      const inCategory = await getJson<ForumEntrySummary[]>(`/api/forum/summaries/999999/${id}`);
      expect(inCategory.length, slug).toBeGreaterThanOrEqual(slug === 'lifestyle-decor' ? 1 : 2);
      expect(inCategory.every((a) => a.categoryForumId === id && a.categorySlug === slug)).toBe(true);
    }
  });

  it('answers the newest `count`, newest first, with the parts of the canonical address', async () => {
    const all = await getJson<ForumEntrySummary[]>('/api/forum/summaries/999999/0');
    const dates = all.map((a) => Date.parse(a.publishedDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const three = await getJson<ForumEntrySummary[]>('/api/forum/summaries/3/0');
    expect(three).toEqual(all.slice(0, 3));
    const six = await getJson<ForumEntrySummary[]>('/api/forum/summaries/6/0');
    expect(six.slice(0, 3)).toEqual(three);
    for (const article of all) {
      expect(article.titleSlug).toBe(slugify(article.title));
      expect(article.url).toBe(articlePath(article.categorySlug, article.title, article.categoryForumId, article.id));
      expect(article.url).toMatch(/^\/resources\/[a-z-]+\/[a-z0-9-]+\/\d+\/\d+$/);
      expect(article.description.length).toBeGreaterThan(60);
      expect(article.forum.length).toBeGreaterThan(2);
      expect(article.avatar).toMatch(/^\/api\/forum\/image\/[a-z-]+-\d+\.svg$/);
      expect(article).not.toHaveProperty('content');
    }
  });

  it('answers a whole article with several paragraphs of HTML', async () => {
    const all = await getJson<ForumEntrySummary[]>('/api/forum/summaries/999999/0');
    for (const summary of all) {
      const article = await getJson<ForumEntry>(`/api/forum/${summary.id}`);
      const { content, ...rest } = article;
      expect(rest).toEqual(summary);
      expect(content.match(/<p>/g)?.length ?? 0, summary.title).toBeGreaterThanOrEqual(2);
      expect(content.match(/<(p|li)>/g)?.length ?? 0, summary.title).toBeGreaterThanOrEqual(5);
      expect(content.replace(/<[^>]+>/g, '').length, summary.title).toBeGreaterThan(1500);
      expect(content).not.toMatch(/lorem|ipsum|<script/i);
    }
  });

  it('serves article images, and refuses names that are not ours', async () => {
    const [first] = await getJson<ForumEntrySummary[]>('/api/forum/summaries/1/0');
    expect(await expectSvg(first!.avatar)).toContain('width="800"');
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/image/unicorn-3.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/image/category-nowhere.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/image/House.svg' })).statusCode).toBe(400);
  });

  it('refuses unknown articles and categories, and bad counts', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/forum/99999' });
    expect(unknown.statusCode).toBe(404);
    expect(refusal(unknown)[0]?.code).toBe('notFound');
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/abc' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/summaries/3/12' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/summaries/0/0' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/summaries/3/-1' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/forum/summaries/1000000/0' })).statusCode).toBe(400);
  });
});

describe('newsletter', () => {
  const subscriptions = () => t.database.db.select().from(t.database.t.newsletterSubscriptions);

  /** The tokens of the confirmation links mailed to an address, oldest first. */
  async function confirmationTokens(email: string) {
    const mails = (await outboxTo(email)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    return mails.map((mail) => {
      const link = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=\S+/)?.[0];
      expect(link, mail.text).toBeTruthy();
      return new URL(link!).searchParams.get('token')!;
    });
  }
  const confirm = (token: string) => post('/api/forum/subscribe/confirm', { token });

  it('mails a confirmation link and subscribes the address only once it is used', async () => {
    const first = await post('/api/forum/subscribe/Reader.One@Example.com');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ result: true, email: 'reader.one@example.com' });
    const [token] = await confirmationTokens('reader.one@example.com');
    expect(Buffer.from(token!, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect((await subscriptions()).some((row) => row.email === 'reader.one@example.com')).toBe(false);
    // Only the token's hash is kept.
    const pending = await t.database.db.select().from(t.database.t.newsletterConfirmations);
    expect(pending.some((row) => row.tokenHash === token || row.email === token)).toBe(false);

    const confirmed = await confirm(token!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ result: true, email: 'reader.one@example.com' });
    expect((await subscriptions()).filter((row) => row.email === 'reader.one@example.com')).toHaveLength(1);

    // A link works once.
    const again = await confirm(token!);
    expect(again.statusCode).toBe(400);
    expect(refusal(again)).toEqual([
      { field: 'token', message: messages.newsletter.confirmInvalid, code: 'validation' },
    ]);
  });

  it('answers a repeated subscription as the first, whatever the case, and keeps one subscription', async () => {
    const fresh = await post('/api/forum/subscribe/reader.two@example.com');
    const [token] = await confirmationTokens('reader.two@example.com');
    await confirm(token!);
    const repeat = await post(`/api/forum/subscribe/${encodeURIComponent('READER.TWO@example.com')}`);
    const unknown = await post('/api/forum/subscribe/reader.three@example.com');
    // The answer says nothing about whether the address was subscribed already.
    expect(repeat.statusCode).toBe(fresh.statusCode);
    expect(repeat.json()).toEqual(fresh.json());
    expect(unknown.json()).toEqual({ result: true, email: 'reader.three@example.com' });
    const tokens = await confirmationTokens('reader.two@example.com');
    expect(tokens).toHaveLength(2);
    expect((await confirm(tokens[1]!)).statusCode).toBe(200);
    expect((await subscriptions()).filter((row) => row.email === 'reader.two@example.com')).toHaveLength(1);
  });

  it('refuses an unknown or expired link', async () => {
    expect((await confirm('not-a-token')).statusCode).toBe(400);
    await post('/api/forum/subscribe/late.reader@example.com');
    const [token] = await confirmationTokens('late.reader@example.com');
    const c = t.database.t.newsletterConfirmations;
    await t.database.transaction((tx) =>
      tx
        .update(c)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(c.email, 'late.reader@example.com')),
    );
    const late = await confirm(token!);
    expect(late.statusCode).toBe(400);
    expect(refusal(late)[0]?.field).toBe('token');
    expect((await subscriptions()).some((row) => row.email === 'late.reader@example.com')).toBe(false);
  });

  it("refuses an address that is not one with the form's message", async () => {
    const before = (await subscriptions()).length;
    for (const email of ['not-an-email', 'a@b', encodeURIComponent('two words@example.com')]) {
      const res = await post(`/api/forum/subscribe/${email}`);
      expect(res.statusCode, email).toBe(400);
      expect(refusal(res)).toEqual([{ field: 'email', message: messages.newsletter.fieldError, code: 'validation' }]);
    }
    expect((await subscriptions()).length).toBe(before);
  });
});

describe('reviews', () => {
  it.each(REVIEW_GROUPS)('answers ten %s reviews with name, contents, rating and location', async (group) => {
    const reviews = await getJson<Review[]>(`/api/review/${group}/10`);
    expect(reviews).toHaveLength(10);
    for (const review of reviews) {
      expect(review.name).toMatch(/^[A-Z][a-z]+( and [A-Z][a-z]+)? [A-Z]\.$/);
      expect(review.location).toMatch(/^[A-Z][A-Za-z. ]+, (AZ|ID|NV|OR|TX|UT)$/);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.contents.length).toBeGreaterThan(60);
    }
    expect(new Set(reviews.map((r) => r.contents)).size).toBe(10);
    expect(await getJson<Review[]>(`/api/review/${group}/3`)).toEqual(reviews.slice(0, 3));
  });

  it('refuses an unknown group', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review/critics/10' });
    expect(res.statusCode).toBe(400);
    expect(refusal(res)[0]).toMatchObject({ field: 'group', code: 'validation' });
  });
});

describe('sales representatives', () => {
  it('has at least two in every market state, each readable by id with a served photo', async () => {
    for (const stateCode of MARKET_STATE_CODES) {
      const reps = await getJson<SalesRep[]>(`/api/salesRep/state/${stateCode.toLowerCase()}`);
      expect(reps.length, stateCode).toBeGreaterThanOrEqual(2);
      for (const rep of reps) {
        expect(rep.stateCode).toBe(stateCode);
        expect(rep.cellPhone).toMatch(/^\d{3}-555-01\d{2}$/);
        expect(rep.email).toMatch(/^[a-z.]+@canyonhomewarranty\.example$/);
        expect(rep.titleTag.length).toBeGreaterThan(3);
        expect(rep.territory.length).toBeGreaterThan(3);
        expect(rep.photoUrl).toBe(`/api/salesRep/${rep.salesRepId}/photo`);
        expect(await getJson<SalesRep>(`/api/salesRep/${rep.salesRepId}`)).toEqual(rep);
        expect(await expectSvg(rep.photoUrl)).toContain(`${rep.firstName} ${rep.lastName}`);
      }
    }
  });

  it('answers an empty list for a state without reps, and 404 for an unknown rep', async () => {
    expect(await getJson<SalesRep[]>('/api/salesRep/state/CA')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/salesRep/state/Texas' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/salesRep/9999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/salesRep/9999/photo' })).statusCode).toBe(404);
  });
});

describe('awards and executives', () => {
  it('answers twelve awards, newest first, each with a badge we serve', async () => {
    const awards =
      await getJson<{ id: number; title: string; year: number; issuer: string; imageUrl?: string }[]>('/api/awards/12');
    expect(awards).toHaveLength(12);
    const years = awards.map((a) => a.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    for (const year of [2014, 2015, 2016, 2019, 2020]) expect(years).toContain(year);
    for (const award of awards) expect(await expectSvg(award.imageUrl!)).toContain(String(award.year));
    expect(await getJson<unknown[]>('/api/awards/4')).toEqual(awards.slice(0, 4));
    expect((await t.app.inject({ method: 'GET', url: '/api/awards/image/999.svg' })).statusCode).toBe(404);
  });

  it('answers at least five executives with a bio', async () => {
    const executives =
      await getJson<{ id: number; name: string; title: string; bio: string }[]>('/api/company/executive');
    expect(executives.length).toBeGreaterThanOrEqual(5);
    for (const executive of executives) expect(executive.bio.length).toBeGreaterThan(150);
  });
});

describe('contact form', () => {
  it('keeps the message and mails it to customer care, answering result true', async () => {
    const payload = {
      name: 'Pat Visitor',
      phone: '512-555-0199',
      email: 'pat.visitor@example.com',
      message: 'Do you cover pool pumps in Boise?',
    };
    const before = (await outboxTo(defaultBrand.customerCareEmail)).length;
    const res = await post('/api/contact/email', payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    const mails = await outboxTo(defaultBrand.customerCareEmail);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.text.includes('Do you cover pool pumps in Boise?'));
    expect(mail?.subject).toBe('Website contact from Pat Visitor');
    expect(mail?.text).toContain('pat.visitor@example.com');
    expect(mail?.text).toContain('512-555-0199');
    const stored = await t.database.db.select().from(t.database.t.contactMessages);
    expect(stored.filter((row) => row.email === payload.email)).toHaveLength(1);
  });

  it('refuses a missing message and a bad address, naming each field, and sends nothing', async () => {
    const before = (await outboxTo(defaultBrand.customerCareEmail)).length;
    const res = await post('/api/contact/email', { name: 'No Message', email: 'nobody' });
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toEqual([
      { field: 'email', message: messages.contact.emailInvalid, code: 'validation' },
      { field: 'message', message: messages.contact.messageRequired, code: 'validation' },
    ]);
    const empty = await post('/api/contact/email', {});
    expect(refusal(empty).map((e) => e.field)).toEqual(['email', 'message']);
    expect((await outboxTo(defaultBrand.customerCareEmail)).length).toBe(before);
  });
});

describe('video-support sign-up', () => {
  const signup = {
    FirstName: 'Dana',
    LastName: 'Fixit',
    Email: 'dana@fixit-hvac.example',
    Company: 'Fixit HVAC',
    Phone: '602-555-0188',
  };

  it('keeps the sign-up, mails the contractor team and answers hasSent', async () => {
    const res = await post('/api/contact/streemsignup', signup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ hasSent: true });
    const mails = await outboxTo(defaultBrand.contractorApplicationsEmail);
    expect(
      mails.some((m) => m.subject === 'Video support sign-up: Fixit HVAC' && m.text.includes('602-555-0188')),
    ).toBe(true);
    const rows = await t.database.db.select().from(t.database.t.videoSupportSignups);
    expect(rows.filter((row) => row.company === 'Fixit HVAC')).toHaveLength(1);
  });

  it("refuses each missing field with '{Field} is required.' and the phone with its own message", async () => {
    const res = await post('/api/contact/streemsignup', {});
    expect(res.statusCode).toBe(400);
    expect(refusal(res)).toEqual([
      { field: 'FirstName', message: 'FirstName is required.', code: 'validation' },
      { field: 'LastName', message: 'LastName is required.', code: 'validation' },
      { field: 'Email', message: 'Email is required.', code: 'validation' },
      { field: 'Company', message: 'Company is required.', code: 'validation' },
      { field: 'Phone', message: 'PhoneNumber is required', code: 'validation' },
    ]);
    const shortPhone = await post('/api/contact/streemsignup', { ...signup, Phone: '6025550188' });
    expect(refusal(shortPhone)).toEqual([
      { field: 'Phone', message: messages.streemSignup.phoneLength, code: 'validation' },
    ]);
    const badEmail = await post('/api/contact/streemsignup', { ...signup, Email: 'dana at fixit' });
    expect(refusal(badEmail)).toEqual([
      { field: 'Email', message: messages.streemSignup.emailInvalid, code: 'validation' },
    ]);
  });
});

describe('brochure', () => {
  const form = {
    contactName: 'Rosa Buyer',
    email: 'rosa.buyer@example.com',
    address: '100 Congress Ave',
    postalCode: '78701',
    homePhone: '512-555-0150',
  };
  const brochureLeads = () =>
    t.database.db.select().from(t.database.t.leads).where(eq(t.database.t.leads.type, 'brochure'));

  it.each([
    ['en-US', 'Homeowner'],
    ['es-MX', 'RealEstate'],
  ] as const)('records a brochure lead and answers the %s PDF, a real PDF', async (culture, leadBrochureTypeId) => {
    const res = await post(`/api/lead/brochure?culture=${culture}`, { ...form, leadBrochureTypeId });
    expect(res.statusCode, res.body).toBe(200);
    const { url, leadId } = res.json();
    expect(url).toBe(`/api/brochure/${culture}.pdf`);
    const [lead] = (await brochureLeads()).filter((row) => row.leadId === leadId);
    expect(lead).toMatchObject({ email: 'rosa.buyer@example.com', firstName: 'Rosa', lastName: 'Buyer' });
    expect(lead?.stateCode).toBe('TX');
    expect(lead?.details).toMatchObject({ leadBrochureTypeId, language: culture });

    const pdf = await t.app.inject({ method: 'GET', url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`brochure-${culture}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pdf.rawPayload.length).toBeGreaterThan(4000);
    expect(pdf.rawPayload.toString('latin1')).toContain(`/Lang (${culture})`);
  });

  it('answers English when no culture is asked for, and serves the same bytes each time', async () => {
    const res = await post('/api/lead/brochure', form);
    expect(res.json().url).toBe('/api/brochure/en-US.pdf');
    const first = await t.app.inject({ method: 'GET', url: '/api/brochure/en-US.pdf' });
    const second = await t.app.inject({ method: 'GET', url: '/api/brochure/en-US.pdf' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const spanish = await t.app.inject({ method: 'GET', url: '/api/brochure/es-MX.pdf' });
    expect(spanish.rawPayload.equals(first.rawPayload)).toBe(false);
  });

  it("refuses the form's bad fields, a zip outside the service area and an unknown language", async () => {
    const before = (await brochureLeads()).length;
    const empty = await post('/api/lead/brochure?culture=en-US', {});
    expect(empty.statusCode).toBe(400);
    expect(refusal(empty)).toEqual([
      { field: 'contactName', message: messages.quote.nameRequired, code: 'validation' },
      { field: 'email', message: messages.quote.emailRequired, code: 'validation' },
      { field: 'postalCode', message: messages.quote.zipRequired, code: 'validation' },
    ]);
    const noService = await post('/api/lead/brochure', { ...form, postalCode: '10001' });
    expect(noService.statusCode).toBe(422);
    expect(refusal(noService)).toEqual([{ field: 'postalCode', message: messages.noService.text, code: 'noService' }]);
    expect((await post('/api/lead/brochure?culture=fr-FR', form)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/brochure/fr-FR.pdf' })).statusCode).toBe(400);
    expect((await brochureLeads()).length).toBe(before);
  });
});
