/**
 * /resources/{category}: the category's name, intro and banner, and every one of its articles
 * (count 999999, no Load More). An unknown slug never gets here: the route's loader sends it to
 * /resources with an info toast (load.ts).
 */
import { type ForumCategory, RESOURCES_ALL_COUNT } from '@hw/shared';
import { usePageMeta } from '#web/lib/head.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useForumCategories } from './api/get-forum-categories.ts';
import { useForumSummaries } from './api/get-forum-summaries.ts';
import { ArticleList } from './article-list.tsx';
import { CategoryNav } from './category-nav.tsx';
import { words } from './words.ts';
import './resources.css';

export function CategoryPage({ slug }: { slug: string }) {
  const categories = useForumCategories();
  const category = categories.data?.find((candidate) => candidate.urlSafeName === slug);
  if (!category) return <CategoryUnavailable retry={() => void categories.refetch()} loading={categories.isFetching} />;
  return <CategoryContent key={category.id} category={category} />;
}

function CategoryUnavailable({ retry, loading }: { retry: () => void; loading: boolean }) {
  usePageTitle(words.title);
  return (
    <section className="page page--narrow res-page">
      <h1>{words.title}</h1>
      <div role="alert">
        <p>{words.categoryFailed}</p>
        <button type="button" className="button button--ghost" onClick={retry} disabled={loading}>
          {words.retry}
        </button>
      </div>
    </section>
  );
}

function CategoryContent({ category }: { category: ForumCategory }) {
  usePageMeta({
    title: category.meta.title,
    description: category.meta.description,
    canonical: `/resources/${category.urlSafeName}`,
  });
  const summaries = useForumSummaries(RESOURCES_ALL_COUNT, category.id);
  return (
    <>
      <header className="res-banner">
        {/* An image element, not an inline style: the site's Content-Security-Policy refuses style attributes. */}
        <img className="res-banner__image" src={category.backgroundImg} alt="" width={1600} height={400} />
        <div className="res-banner__inner">
          <p className="res-banner__kicker">{words.title}</p>
          <h1>{category.displayName}</h1>
          <p className="res-banner__text">{category.categoryText}</p>
        </div>
      </header>
      <div className="page res-page">
        <CategoryNav current={category.urlSafeName} />
        <ArticleList
          articles={summaries.data}
          loading={summaries.isFetching}
          failed={summaries.isError}
          onRetry={() => void summaries.refetch()}
          label={category.displayName}
        />
      </div>
    </>
  );
}
