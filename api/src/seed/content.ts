/**
 * The public website's content: resources categories and articles, reviews, sales representatives, awards and
 * executives. Reference data with fixed ids, seeded on every start; existing rows are kept.
 */
import { defaultBrand, FORUM_CATEGORY_IDS, slugify } from '@hw/shared';
import { articleImageName, categoryBannerName, illustrationUrl } from '../content/index.ts';
import type { Tables, Tx } from '../db/index.ts';
import { homeArticles } from './content/articles-home.ts';
import { hvacElectricalArticles } from './content/articles-hvac-electrical.ts';
import { plumbingApplianceArticles } from './content/articles-plumbing-appliances.ts';
import { proArticles } from './content/articles-pros.ts';
import { realEstateArticles } from './content/articles-real-estate.ts';
import { warrantyArticles } from './content/articles-warranty.ts';
import { seedCategories } from './content/categories.ts';
import { seedAwards, seedExecutives, seedSalesReps } from './content/company.ts';
import { seedReviews } from './content/reviews.ts';
import type { SeedArticle } from './content/types.ts';

export const seedArticles: SeedArticle[] = [
  ...warrantyArticles,
  ...hvacElectricalArticles,
  ...plumbingApplianceArticles,
  ...homeArticles,
  ...realEstateArticles,
  ...proArticles,
];

/** The reps' e-mail addresses are at the domain of the default brand's customer-care address. */
const REP_EMAIL_DOMAIN = defaultBrand.customerCareEmail.split('@')[1];

export async function seedContent(tx: Tx, t: Tables) {
  await tx
    .insert(t.forumCategories)
    .values(
      seedCategories.map((category, index) => ({
        id: FORUM_CATEGORY_IDS[category.slug],
        displayName: category.displayName,
        urlSafeName: category.slug,
        categoryText: category.categoryText,
        backgroundImg: illustrationUrl(categoryBannerName(category.slug)),
        metaTitle: category.metaTitle,
        metaDescription: category.metaDescription,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(t.forumEntries)
    .values(
      seedArticles.map((article) => ({
        id: article.id,
        categoryForumId: FORUM_CATEGORY_IDS[article.category],
        title: article.title,
        titleSlug: slugify(article.title),
        description: article.description,
        content: article.content,
        avatar: illustrationUrl(articleImageName(article.image, article.id)),
        publishedAt: new Date(`${article.published}T15:00:00Z`),
      })),
    )
    .onConflictDoNothing();
  const sortInGroup = new Map<string, number>();
  await tx
    .insert(t.reviews)
    .values(
      seedReviews.map((review) => {
        const sortOrder = (sortInGroup.get(review.group) ?? 0) + 1;
        sortInGroup.set(review.group, sortOrder);
        return { id: `rv-${review.group}-${String(sortOrder).padStart(2, '0')}`, sortOrder, ...review };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(t.salesReps)
    .values(
      seedSalesReps.map((rep, index) => ({
        ...rep,
        email: `${rep.firstName}.${rep.lastName}@${REP_EMAIL_DOMAIN}`.toLowerCase(),
        sortOrder: index + 1,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(t.awards)
    .values(seedAwards.map((award, index) => ({ ...award, sortOrder: index + 1 })))
    .onConflictDoNothing();
  await tx
    .insert(t.executives)
    .values(seedExecutives.map((executive, index) => ({ ...executive, sortOrder: index + 1 })))
    .onConflictDoNothing();
}
