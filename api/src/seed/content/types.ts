/** Shapes of the seeded website content (api/src/seed/content.ts inserts them). */
import type { ForumCategorySlug, ReviewGroup } from '@hw/shared';

export interface SeedCategory {
  slug: ForumCategorySlug;
  displayName: string;
  categoryText: string;
  metaTitle: string;
  metaDescription: string;
}

export interface SeedArticle {
  id: number;
  category: ForumCategorySlug;
  title: string;
  description: string;
  /** The illustration drawn for it (api/src/content/illustrations.ts). */
  image: string;
  /** The day it was published, YYYY-MM-DD. */
  published: string;
  /** HTML: headings from h2, paragraphs, lists. */
  content: string;
}

export interface SeedReview {
  group: ReviewGroup;
  name: string;
  location: string;
  rating: number;
  contents: string;
}

export interface SeedSalesRep {
  salesRepId: number;
  firstName: string;
  lastName: string;
  titleTag: string;
  territory: string;
  cellPhone: string;
  stateCode: string;
}

export interface SeedAward {
  id: number;
  title: string;
  year: number;
  issuer: string;
}

export interface SeedExecutive {
  id: number;
  name: string;
  title: string;
  bio: string;
}
