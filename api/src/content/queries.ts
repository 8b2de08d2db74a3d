/** Reading the website's content, and storing what visitors send from it. */

import { createHash, randomBytes } from 'node:crypto';
import {
  ALL_FORUM_CATEGORIES,
  type Award,
  articlePath,
  type Executive,
  type ForumCategory,
  type ForumEntry,
  type ForumEntrySummary,
  NEWSLETTER_CONFIRM_PATH,
  type Review,
  type ReviewGroup,
  type SalesRep,
} from '@hw/shared';
import { and, asc, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { awardImageUrl } from './illustrations.ts';

export async function listCategories(db: Queryable, t: Tables): Promise<ForumCategory[]> {
  const rows = await db.select().from(t.forumCategories).orderBy(asc(t.forumCategories.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    displayName: row.displayName,
    urlSafeName: row.urlSafeName,
    categoryText: row.categoryText,
    backgroundImg: row.backgroundImg,
    meta: { title: row.metaTitle, description: row.metaDescription },
  }));
}

export async function categoryExists(db: Queryable, t: Tables, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.forumCategories.id })
    .from(t.forumCategories)
    .where(eq(t.forumCategories.id, id))
    .limit(1);
  return rows.length > 0;
}

function entryColumns(t: Tables) {
  return {
    id: t.forumEntries.id,
    categoryForumId: t.forumEntries.categoryForumId,
    title: t.forumEntries.title,
    titleSlug: t.forumEntries.titleSlug,
    description: t.forumEntries.description,
    avatar: t.forumEntries.avatar,
    publishedAt: t.forumEntries.publishedAt,
    forum: t.forumCategories.displayName,
    categorySlug: t.forumCategories.urlSafeName,
  };
}

type EntryRow = {
  id: number;
  categoryForumId: number;
  title: string;
  titleSlug: string;
  description: string;
  avatar: string;
  publishedAt: Date;
  forum: string;
  categorySlug: string;
};

function toSummary(row: EntryRow): ForumEntrySummary {
  return {
    id: row.id,
    categoryForumId: row.categoryForumId,
    title: row.title,
    description: row.description,
    forum: row.forum,
    avatar: row.avatar,
    categorySlug: row.categorySlug,
    titleSlug: row.titleSlug,
    url: articlePath(row.categorySlug, row.titleSlug, row.categoryForumId, row.id),
    publishedDate: row.publishedAt.toISOString(),
  };
}

/** The newest `count` articles, of every category (forumId 0) or of one; newest first, then by id. */
export async function forumSummaries(
  db: Queryable,
  t: Tables,
  count: number,
  forumId: number,
): Promise<ForumEntrySummary[]> {
  const rows = await db
    .select(entryColumns(t))
    .from(t.forumEntries)
    .innerJoin(t.forumCategories, eq(t.forumCategories.id, t.forumEntries.categoryForumId))
    .where(forumId === ALL_FORUM_CATEGORIES ? undefined : eq(t.forumEntries.categoryForumId, forumId))
    .orderBy(desc(t.forumEntries.publishedAt), desc(t.forumEntries.id))
    .limit(count);
  return rows.map(toSummary);
}

export async function forumEntry(db: Queryable, t: Tables, id: number): Promise<ForumEntry | undefined> {
  const [row] = await db
    .select({ ...entryColumns(t), content: t.forumEntries.content })
    .from(t.forumEntries)
    .innerJoin(t.forumCategories, eq(t.forumCategories.id, t.forumEntries.categoryForumId))
    .where(eq(t.forumEntries.id, id))
    .limit(1);
  return row ? { ...toSummary(row), content: row.content } : undefined;
}

/** How long a newsletter confirmation link works. */
export const NEWSLETTER_CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A sign-up waiting for confirmation: answers the address (lower case) and the link's token (256 random
 * bits; only its hash is kept). Expired confirmations are deleted on the way.
 */
export async function requestNewsletterConfirmation(tx: Tx, t: Tables, email: string, now = new Date()) {
  const address = email.trim().toLowerCase();
  const token = randomBytes(32).toString('base64url');
  await tx.delete(t.newsletterConfirmations).where(lt(t.newsletterConfirmations.expiresAt, now));
  await tx.insert(t.newsletterConfirmations).values({
    tokenHash: tokenHash(token),
    email: address,
    expiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRMATION_TTL_MS),
    createdAt: now,
  });
  return { address, token };
}

/**
 * Uses a confirmation token once: the address is subscribed (once, however often it confirms). Answers the
 * address, or undefined for a token that is unknown, used or expired.
 */
export async function confirmNewsletter(tx: Tx, t: Tables, token: string, now = new Date()) {
  const c = t.newsletterConfirmations;
  const [used] = await tx
    .update(c)
    .set({ usedAt: now })
    .where(and(eq(c.tokenHash, tokenHash(token)), isNull(c.usedAt), gt(c.expiresAt, now)))
    .returning({ email: c.email });
  if (!used) return undefined;
  await tx.insert(t.newsletterSubscriptions).values({ email: used.email, createdAt: now }).onConflictDoNothing();
  return used.email;
}

/** The link the confirmation mail carries: the site's page that confirms. */
export const newsletterConfirmLink = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}${NEWSLETTER_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;

export async function reviewsOf(db: Queryable, t: Tables, group: ReviewGroup, count: number): Promise<Review[]> {
  return db
    .select({
      name: t.reviews.name,
      contents: t.reviews.contents,
      rating: t.reviews.rating,
      location: t.reviews.location,
    })
    .from(t.reviews)
    .where(eq(t.reviews.group, group))
    .orderBy(asc(t.reviews.sortOrder))
    .limit(count);
}

export const salesRepPhotoUrl = (salesRepId: number) => `/api/salesRep/${salesRepId}/photo`;

type SalesRepRow = Omit<SalesRep, 'photoUrl'> & { sortOrder: number };
const toSalesRep = ({ sortOrder: _sortOrder, ...rep }: SalesRepRow): SalesRep => ({
  ...rep,
  photoUrl: salesRepPhotoUrl(rep.salesRepId),
});

export async function salesRep(db: Queryable, t: Tables, salesRepId: number): Promise<SalesRep | undefined> {
  const [row] = await db.select().from(t.salesReps).where(eq(t.salesReps.salesRepId, salesRepId)).limit(1);
  return row ? toSalesRep(row) : undefined;
}

export async function salesRepsOfState(db: Queryable, t: Tables, stateCode: string): Promise<SalesRep[]> {
  const rows = await db
    .select()
    .from(t.salesReps)
    .where(eq(t.salesReps.stateCode, stateCode.toUpperCase()))
    .orderBy(asc(t.salesReps.sortOrder));
  return rows.map(toSalesRep);
}

export async function awards(db: Queryable, t: Tables, count: number): Promise<Award[]> {
  const rows = await db.select().from(t.awards).orderBy(asc(t.awards.sortOrder)).limit(count);
  return rows.map(({ id, title, year, issuer }) => ({ id, title, year, issuer, imageUrl: awardImageUrl(id) }));
}

export async function award(db: Queryable, t: Tables, id: number) {
  const [row] = await db.select().from(t.awards).where(eq(t.awards.id, id)).limit(1);
  return row;
}

export async function executives(db: Queryable, t: Tables): Promise<Executive[]> {
  return db
    .select({ id: t.executives.id, name: t.executives.name, title: t.executives.title, bio: t.executives.bio })
    .from(t.executives)
    .orderBy(asc(t.executives.sortOrder));
}

export interface ContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export async function storeContactMessage(tx: Tx, t: Tables, message: ContactMessage): Promise<void> {
  await tx.insert(t.contactMessages).values(message);
}

export interface VideoSupportSignup {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
}

export async function storeVideoSupportSignup(tx: Tx, t: Tables, signup: VideoSupportSignup): Promise<void> {
  await tx.insert(t.videoSupportSignups).values(signup);
}

/**
 * The canonical address of an article named by an old blog address: /blog/{id},
 * /blog/{titleSlug} or /blog/{year}/{month}/{titleSlug}. Undefined when no article has that id or slug.
 */
export async function legacyArticlePath(db: Queryable, t: Tables, pathname: string): Promise<string | undefined> {
  const match = /^\/blog\/(?:\d{4}\/\d{1,2}\/)?([^/]+)\/?$/i.exec(pathname);
  const key = match?.[1]?.toLowerCase();
  if (!key) return undefined;
  const [row] = await db
    .select(entryColumns(t))
    .from(t.forumEntries)
    .innerJoin(t.forumCategories, eq(t.forumCategories.id, t.forumEntries.categoryForumId))
    .where(/^\d{1,9}$/.test(key) ? eq(t.forumEntries.id, Number(key)) : eq(t.forumEntries.titleSlug, key))
    .limit(1);
  return row ? toSummary(row).url : undefined;
}
