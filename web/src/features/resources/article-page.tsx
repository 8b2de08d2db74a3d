/**
 * The article page, /resources/{categorySlug}/{titleSlug}/{categoryId}/{articleId}: title,
 * category, date, image, the article's HTML (sanitized), sharing and more articles of its category.
 * The route has already made sure the address is the canonical one (page-loads.ts).
 */
import type { ForumEntry } from '@hw/shared';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { absoluteUrl, usePageMeta } from '#web/lib/head.ts';
import { usePageTitle } from '#web/lib/page-title.ts';
import { useForumEntry } from './api/get-forum-entry.ts';
import { useForumSummaries } from './api/get-forum-summaries.ts';
import { articleIdOf, canonicalArticlePath } from './article-address.ts';
import { ArticleList } from './article-list.tsx';
import { formatArticleDate } from './format.ts';
import { RELATED_ARTICLES } from './page-loads.ts';
import { sanitizeHtml } from './sanitize-html.ts';
import { SocialShare } from './social-share.tsx';
import { words } from './words.ts';
import './resources.css';

/** `articleId` as written in the address; the route sent any other than a whole number away already. */
export function ArticlePage({ articleId }: { articleId: string }) {
  const id = articleIdOf(articleId);
  return id === undefined ? <ArticleLoading /> : <ArticleOf id={id} />;
}

function ArticleOf({ id }: { id: number }) {
  const entry = useForumEntry(id);
  if (!entry.data) return <ArticleLoading />;
  return <Article key={entry.data.id} entry={entry.data} />;
}

function ArticleLoading() {
  usePageTitle(words.title);
  return (
    <div className="page page--narrow res-article" aria-busy="true">
      <p role="status">{words.loading}</p>
    </div>
  );
}

function Article({ entry }: { entry: ForumEntry }) {
  usePageMeta({ title: entry.title, description: entry.description, canonical: canonicalArticlePath(entry) });
  const html = useMemo(() => sanitizeHtml(entry.content), [entry.content]);
  const shareUrl = absoluteUrl(canonicalArticlePath(entry));
  return (
    <>
      <article className="page page--narrow res-article">
        <nav className="res-article__trail" aria-label={words.breadcrumb}>
          <Link to="/resources">{words.resources}</Link>
          <span aria-hidden="true"> / </span>
          <Link to="/resources/$category" params={{ category: entry.categorySlug }}>
            {entry.forum}
          </Link>
        </nav>
        <h1 className="res-article__title">{entry.title}</h1>
        <div className="res-article__meta">
          <p className="res-article__byline">
            <Link to="/resources/$category" params={{ category: entry.categorySlug }} className="res-article__category">
              {entry.forum}
            </Link>
            <span aria-hidden="true"> · </span>
            <time dateTime={entry.publishedDate}>{formatArticleDate(entry.publishedDate)}</time>
          </p>
          <SocialShare url={shareUrl} title={entry.title} />
        </div>
        <img className="res-article__image" src={entry.avatar} alt="" width={1200} height={675} />
        <div
          className="res-article__content"
          // Sanitized: only headings, text, lists, tables and safe links and images remain (sanitize-html.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is our own HTML, cleaned first
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
      <RelatedArticles entry={entry} />
    </>
  );
}

function RelatedArticles({ entry }: { entry: ForumEntry }) {
  const summaries = useForumSummaries(RELATED_ARTICLES + 1, entry.categoryForumId);
  const related = summaries.data?.filter((other) => other.id !== entry.id).slice(0, RELATED_ARTICLES);
  if (!related?.length) return null;
  const heading = words.related(entry.forum);
  return (
    <section className="page res-related">
      <h2>{heading}</h2>
      <ArticleList
        articles={related}
        loading={false}
        failed={false}
        onRetry={() => void summaries.refetch()}
        headingLevel={3}
      />
    </section>
  );
}
