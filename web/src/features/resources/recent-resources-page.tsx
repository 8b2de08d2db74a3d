/** /resources: the newest articles of every category, three more at each Load More, and the newsletter. */
import { type ForumEntrySummary, RESOURCES_PAGE_STEP } from '@hw/shared';
import { useRef, useState } from 'react';
import { usePageMeta } from '#web/lib/head.ts';
import { useForumSummaries } from './api/get-forum-summaries.ts';
import { ArticleList } from './article-list.tsx';
import { CategoryNav } from './category-nav.tsx';
import { NewsletterSignup } from './newsletter-signup.tsx';
import { hasMoreResources, nextResourcesCount } from './paging.ts';
import { words } from './words.ts';
import './resources.css';

export function RecentResourcesPage() {
  usePageMeta({ title: words.recentHeading, description: words.recentIntro, canonical: '/resources' });
  // The list starts empty at each visit and grows by Load More.
  const [count, setCount] = useState(RESOURCES_PAGE_STEP);
  const summaries = useForumSummaries(count);
  // A failed Load More keeps the articles already shown (the query's own data is gone with the error).
  const lastShown = useRef<ForumEntrySummary[] | undefined>(undefined);
  if (summaries.data) lastShown.current = summaries.data;
  const articles = summaries.data ?? lastShown.current;
  const more =
    articles !== undefined &&
    (summaries.isPlaceholderData || summaries.isError || hasMoreResources(articles.length, count));
  return (
    <div className="page res-page">
      <header className="res-page__header">
        <h1>{words.recentHeading}</h1>
        <p className="res-page__intro">{words.recentIntro}</p>
      </header>
      <CategoryNav />
      <ArticleList
        articles={articles}
        loading={summaries.isFetching}
        failed={summaries.isError}
        onRetry={() => void summaries.refetch()}
        label={words.recentHeading}
      />
      {more && summaries.isError && (
        <p className="res-page__failed" role="alert">
          {words.listFailed}
        </p>
      )}
      {more && (
        <p className="res-page__more">
          <button
            type="button"
            className="button button--primary button--large"
            disabled={summaries.isFetching}
            onClick={() => {
              const next = nextResourcesCount(articles.length);
              // After a failed Load More the count asked for is the same: ask again.
              if (next === count) void summaries.refetch();
              else setCount(next);
            }}
          >
            {words.loadMore}
          </button>
        </p>
      )}
      <NewsletterSignup />
    </div>
  );
}
