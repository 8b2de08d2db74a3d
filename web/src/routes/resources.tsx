/**
 * The resources section and the old blog address: the recent list, a category, an
 * article, and /blog/{id}; and the page the newsletter's confirmation link opens. `beforeLoad` runs on every visit (preloads included, where it only fills the
 * cache): it replaces an address that is not the canonical one, and sends unknown categories and failed
 * articles away with their toasts (features/resources/page-loads.ts).
 */
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { articlePage, resourcesPageLoads, resourcesPages } from '#web/features/resources/index.ts';
import { LinkToken, searchParams } from '#web/lib/search-params.ts';
import { preloaded } from './preloaded.tsx';
import { rootRoute } from './root.tsx';

const RecentResourcesPage = lazyRouteComponent(resourcesPages, 'RecentResourcesPage');
const CategoryPage = lazyRouteComponent(resourcesPages, 'CategoryPage');
const ArticlePage = lazyRouteComponent(articlePage, 'ArticlePage');
const NewsletterConfirmPage = lazyRouteComponent(resourcesPages, 'NewsletterConfirmPage');

const replaceWith = (href: string | undefined) => {
  if (href) throw redirect({ href, replace: true });
};

const recentRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources',
  // The articles start loading; the page shows at once.
  loader: ({ context }) => void resourcesPageLoads().then((loads) => loads.prefetchRecentResources(context)),
  component: RecentResourcesPage,
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources/$category',
  beforeLoad: async ({ context, params, preload }) =>
    replaceWith(
      await (await resourcesPageLoads()).resolveCategoryAddress({
        queryClient: context.queryClient,
        preload,
        slug: params.category,
      }),
    ),
  component: preloaded(function Category() {
    return <CategoryPage slug={categoryRoute.useParams().category} />;
  }, CategoryPage),
});

const articleRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/resources/$categorySlug/$titleSlug/$categoryId/$articleId',
  beforeLoad: async ({ context, params, preload }) =>
    replaceWith(
      await (await resourcesPageLoads()).resolveArticleAddress({
        queryClient: context.queryClient,
        preload,
        address: params,
      }),
    ),
  component: preloaded(function Article() {
    return <ArticlePage articleId={articleRoute.useParams().articleId} />;
  }, ArticlePage),
});

const blogEntryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blog/$id',
  beforeLoad: async ({ context, params, preload }) =>
    replaceWith(
      await (await resourcesPageLoads()).resolveBlogEntry({ queryClient: context.queryClient, preload, id: params.id }),
    ),
  component: () => null,
});

/** The newsletter's confirmation link: `/newsletter/confirm?token=...`. */
const newsletterConfirmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/newsletter/confirm',
  validateSearch: searchParams({ token: LinkToken }),
  component: function NewsletterConfirm() {
    const { token } = newsletterConfirmRoute.useSearch();
    return <NewsletterConfirmPage token={token ?? ''} />;
  },
});

export const resourcesRoutes = [recentRoute, categoryRoute, articleRoute, blogEntryRoute, newsletterConfirmRoute];
