/**
 * The public website's content: resources categories and articles,
 * reviews, sales representatives, awards and executives (seeded reference data), and what visitors send:
 * newsletter subscriptions, contact messages and video-support sign-ups.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp } from './columns.ts';
import { states } from './reference.ts';

/** A resources category; `id` and `urlSafeName` are fixed pairs the site's addresses use. */
export const forumCategories = sqliteTable('forum_categories', {
  id: integer('id').primaryKey(),
  displayName: text('display_name').notNull(),
  urlSafeName: text('url_safe_name').notNull().unique(),
  categoryText: text('category_text').notNull(),
  backgroundImg: text('background_img').notNull(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** An article of the resources section. `content` is HTML we write; it is never taken from a visitor. */
export const forumEntries = sqliteTable(
  'forum_entries',
  {
    id: integer('id').primaryKey(),
    categoryForumId: integer('category_forum_id')
      .notNull()
      .references(() => forumCategories.id),
    title: text('title').notNull(),
    titleSlug: text('title_slug').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    avatar: text('avatar').notNull(),
    publishedAt: timestamp('published_at').notNull(),
  },
  (t) => [
    index('forum_entries_published_idx').on(t.publishedAt),
    index('forum_entries_category_idx').on(t.categoryForumId, t.publishedAt),
  ],
);

/** One row per confirmed address (stored lower case), so confirming again changes nothing. */
export const newsletterSubscriptions = sqliteTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * A sign-up waiting for its address to confirm it (double opt-in): the link's token is kept as its SHA-256
 * only, works once (`usedAt`) and until `expiresAt`.
 */
export const newsletterConfirmations = sqliteTable(
  'newsletter_confirmations',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('newsletter_confirmations_expires_idx').on(t.expiresAt)],
);

/** A review shown on the site: `group` is customer, contractor, homeowner or realEstate. */
export const reviews = sqliteTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    group: text('review_group').$type<'customer' | 'contractor' | 'homeowner' | 'realEstate'>().notNull(),
    name: text('name').notNull(),
    contents: text('contents').notNull(),
    rating: integer('rating').notNull(),
    location: text('location').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('reviews_group_idx').on(t.group, t.sortOrder)],
);

export const salesReps = sqliteTable(
  'sales_reps',
  {
    salesRepId: integer('sales_rep_id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    titleTag: text('title_tag').notNull(),
    territory: text('territory').notNull(),
    cellPhone: text('cell_phone').notNull(),
    email: text('email').notNull(),
    stateCode: text('state_code')
      .notNull()
      .references(() => states.stateCode),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('sales_reps_state_idx').on(t.stateCode, t.sortOrder)],
);

export const awards = sqliteTable('awards', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  year: integer('year').notNull(),
  issuer: text('issuer').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const executives = sqliteTable('executives', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  bio: text('bio').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A message sent from the contact page; it is also mailed to customer care. */
export const contactMessages = sqliteTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** A contractor's request for the video-support tool; the team is mailed and follows up. */
export const videoSupportSignups = sqliteTable('video_support_signups', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone').notNull(),
  createdAt: createdAt(),
});
