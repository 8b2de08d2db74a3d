/** One article in a list: image, category, title, description and date, linking to its canonical address. */
import { type ForumEntrySummary, slugify } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { formatArticleDate } from './format.ts';

/** The route params of an article's canonical address (article-address.ts builds the same path). */
export const articleLinkParams = (entry: ForumEntrySummary) => ({
  categorySlug: entry.categorySlug,
  titleSlug: slugify(entry.titleSlug),
  categoryId: String(entry.categoryForumId),
  articleId: String(entry.id),
});

const ARTICLE_ROUTE = '/resources/$categorySlug/$titleSlug/$categoryId/$articleId';

export function ArticleCard({ entry, headingLevel = 2 }: { entry: ForumEntrySummary; headingLevel?: 2 | 3 }) {
  const params = articleLinkParams(entry);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="res-card">
      <Link to={ARTICLE_ROUTE} params={params} className="res-card__image" tabIndex={-1} aria-hidden="true">
        <img src={entry.avatar} alt="" loading="lazy" width={640} height={360} />
      </Link>
      <div className="res-card__body">
        <p className="res-card__category">{entry.forum}</p>
        <Heading className="res-card__title">
          <Link to={ARTICLE_ROUTE} params={params}>
            {entry.title}
          </Link>
        </Heading>
        <p className="res-card__description">{entry.description}</p>
        <time className="res-card__date" dateTime={entry.publishedDate}>
          {formatArticleDate(entry.publishedDate)}
        </time>
      </div>
    </article>
  );
}
