/**
 * Unit-test helpers for the resources pages: sample categories and articles, a fake content API on
 * `fetch`, and the pages in a memory router whose routes do what routes/resources.tsx does.
 */
import {
  ALL_FORUM_CATEGORIES,
  articlePath,
  type ForumCategory,
  type ForumEntry,
  type ForumEntrySummary,
  slugify,
} from '@hw/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
} from '@tanstack/react-router';
import { vi } from 'vitest';
import { type FetchMock, json } from '#web/lib/fetch-for-test.ts';
import { render, settle } from '#web/ui/render-for-test.tsx';
import { ArticlePage } from './article-page.tsx';
import {
  prefetchRecentResources,
  resolveArticleAddress,
  resolveBlogEntry,
  resolveCategoryAddress,
} from './page-loads.ts';
import { CategoryPage, RecentResourcesPage } from './pages.ts';

export function sampleCategory(slug: string, id: number, displayName: string): ForumCategory {
  return {
    id,
    displayName,
    urlSafeName: slug,
    categoryText: `All about ${displayName.toLowerCase()}.`,
    backgroundImg: `/api/forum/image/category-${slug}.svg`,
    meta: { title: `${displayName} Tips | Home Warranty Resources`, description: `${displayName} advice.` },
  };
}

export const sampleCategories: ForumCategory[] = [
  sampleCategory('plumbing', 2, 'Plumbing'),
  sampleCategory('hvac', 4, 'HVAC'),
];

export function sampleEntry(id: number, category: ForumCategory, title: string, daysAgo = id): ForumEntry {
  const titleSlug = slugify(title);
  return {
    id,
    categoryForumId: category.id,
    title,
    description: `What to know: ${title}.`,
    forum: category.displayName,
    avatar: `/api/forum/image/wrench-${id}.svg`,
    categorySlug: category.urlSafeName,
    titleSlug,
    url: articlePath(category.urlSafeName, titleSlug, category.id, id),
    publishedDate: new Date(Date.UTC(2026, 2, 30 - daysAgo)).toISOString(),
    content: `<h2>${title}</h2><p>Body of ${id}.</p><script>window.hacked = true</script><p onclick="x()">End</p>`,
  };
}

const [plumbing, hvac] = sampleCategories as [ForumCategory, ForumCategory];
/** Ten articles, newest first: ids 1 to 6 plumbing, 7 to 10 HVAC. */
export const sampleEntries: ForumEntry[] = [
  ...[1, 2, 3, 4, 5, 6].map((id) => sampleEntry(id, plumbing, `Plumbing article number ${id}`)),
  ...[7, 8, 9, 10].map((id) => sampleEntry(id, hvac, `HVAC article number ${id}`)),
];

const summary = ({ content: _content, ...rest }: ForumEntry): ForumEntrySummary => rest;

export interface FakeContentApi {
  fetch: FetchMock;
  /** The paths called, in order. */
  paths(): string[];
}

/** GET /api/forum/... answered from the samples; other calls get `other` (default 404). */
export function fakeContentApi(
  options: {
    entries?: ForumEntry[];
    categories?: ForumCategory[];
    other?: (path: string, init?: RequestInit) => Response | Promise<Response>;
    /** Summaries wait for this before answering. */
    summariesGate?: Promise<void>;
  } = {},
): FakeContentApi {
  const entries = options.entries ?? sampleEntries;
  const categories = options.categories ?? sampleCategories;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/status') return json(200, { status: 'ok' });
    if (path === '/api/forum/categories') return json(200, categories);
    const list = /^\/api\/forum\/summaries\/(\d+)\/(\d+)$/.exec(path);
    if (list) {
      await options.summariesGate;
      const [count, forumId] = [Number(list[1]), Number(list[2])];
      const picked = entries.filter((e) => forumId === ALL_FORUM_CATEGORIES || e.categoryForumId === forumId);
      return json(200, picked.slice(0, count).map(summary));
    }
    const one = /^\/api\/forum\/(\d+)$/.exec(path);
    if (one) {
      const entry = entries.find((e) => e.id === Number(one[1]));
      return entry ? json(200, entry) : json(404, { errors: [{ message: 'There is no article with this id.' }] });
    }
    return options.other ? options.other(path, init) : json(404, { errors: [{ message: 'Not found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetch: fetchMock,
    paths: () => fetchMock.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname),
  };
}

export { settle };

/** Waits (real time) until the check passes, letting React and the router run between tries. */
export async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('Timed out waiting');
    await settle();
  }
}

/** The resources pages at `path`, with routes that run what routes/resources.tsx runs. */
export async function openResources(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({ component: Outlet });
  const replaceWith = (href: string | undefined) => {
    if (href) throw redirect({ href, replace: true });
  };
  const articleRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/resources/$categorySlug/$titleSlug/$categoryId/$articleId',
    beforeLoad: async ({ context, params, preload }) =>
      replaceWith(await resolveArticleAddress({ queryClient: context.queryClient, preload, address: params })),
    component: () => <ArticlePage articleId={articleRoute.useParams().articleId} />,
  });
  const categoryRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/resources/$category',
    beforeLoad: async ({ context, params, preload }) =>
      replaceWith(await resolveCategoryAddress({ queryClient: context.queryClient, preload, slug: params.category })),
    component: () => <CategoryPage slug={categoryRoute.useParams().category} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/resources',
        loader: ({ context }) => prefetchRecentResources(context),
        component: RecentResourcesPage,
      }),
      categoryRoute,
      articleRoute,
      createRoute({
        getParentRoute: () => rootRoute,
        path: '/blog/$id',
        beforeLoad: async ({ context, params, preload }) =>
          replaceWith(await resolveBlogEntry({ queryClient: context.queryClient, preload, id: params.id })),
        component: () => null,
      }),
      createRoute({ getParentRoute: () => rootRoute, path: '/privacy-policy', component: () => <p>Privacy</p> }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
  });
  await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await settle();
  return { router, queryClient };
}

export const pathname = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
export const h1 = () => document.querySelector('h1')?.textContent;
export const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) ?? null;
export const cardTitles = () => [...document.querySelectorAll('.res-card__title')].map((el) => el.textContent);
