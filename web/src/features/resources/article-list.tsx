/**
 * A list of article cards with the list's loading overlay, which appears only once a load has taken
 * 2 s, so a quick answer never flashes it.
 */
import type { ForumEntrySummary } from '@hw/shared';
import { ArticleCard } from './article-card.tsx';
import { useDelayedFlag } from './use-delayed-flag.ts';
import { words } from './words.ts';

export const RESOURCES_OVERLAY_DELAY_MS = 2000;

interface ArticleListProps {
  articles: readonly ForumEntrySummary[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  headingLevel?: 2 | 3;
  label?: string;
}

export function ArticleList({ articles, loading, failed, onRetry, headingLevel, label }: ArticleListProps) {
  const overlay = useDelayedFlag(loading, RESOURCES_OVERLAY_DELAY_MS);
  return (
    <div className="res-list" aria-busy={loading || undefined}>
      {articles && articles.length > 0 && (
        <ul className="res-list__grid" aria-label={label}>
          {articles.map((entry) => (
            <li key={entry.id}>
              <ArticleCard entry={entry} headingLevel={headingLevel} />
            </li>
          ))}
        </ul>
      )}
      {articles && articles.length === 0 && !loading && <p className="res-list__note">{words.noArticles}</p>}
      {!articles && failed && !loading && (
        <div className="res-list__note" role="alert">
          <p>{words.listFailed}</p>
          <button type="button" className="button button--ghost" onClick={onRetry}>
            {words.retry}
          </button>
        </div>
      )}
      {!articles && loading && <div className="res-list__placeholder" />}
      {overlay && (
        <div className="res-list__overlay" role="status" data-testid="resources-loading">
          <span className="res-list__spinner" aria-hidden="true" />
          <span>{words.loading}</span>
        </div>
      )}
    </div>
  );
}
