/** Sign-in addresses: /login, the e-mailed link /token, staff's /loginWithUser. */
import { createRoute, redirect } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { LoginWithUserPage, preloadLoginDialog, SignedOutPage, TokenLanding } from '#web/features/auth/index.ts';
import { LinkToken, searchParams, text } from '#web/lib/search-params.ts';
import { rootRoute } from './root.tsx';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: ({ context }) => {
    if (context.session().isAuthenticated) throw redirect({ to: '/account' });
  },
  // The page is its login dialog: its code comes with the route, so the app's first render draws the form.
  loader: () => preloadLoginDialog(),
  component: () => <SignedOutPage area="login" />,
});

/** `/token?u={userId}&t={code}`. Read once: the screen stays mounted a moment after it navigates away. */
export const tokenRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token',
  validateSearch: searchParams({ u: LinkToken, t: LinkToken }),
  component: function TokenRoute() {
    const search = tokenRoute.useSearch();
    const [{ u, t }] = useState(search);
    return (
      <Suspense fallback={null}>
        <TokenLanding userId={u ?? ''} code={t ?? ''} />
      </Suspense>
    );
  },
});

/** `?h=` names the staff member who signs in as the user. */
const loginWithUserSearch = searchParams({ h: text({ maxLength: 128 }) });

function LoginWithUser({
  params,
  search,
}: {
  params: { webUserId: string; wmUserId: string };
  search: { h?: string };
}) {
  const [first] = useState({ ...params, helper: search.h ?? '' });
  return (
    <Suspense fallback={null}>
      <LoginWithUserPage webUserId={first.webUserId} wmUserId={first.wmUserId} helper={first.helper} />
    </Suspense>
  );
}

export const loginWithUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loginWithUser/$webUserId/$wmUserId',
  validateSearch: loginWithUserSearch,
  component: function LoginWithUserRoute() {
    return <LoginWithUser params={loginWithUserRoute.useParams()} search={loginWithUserRoute.useSearch()} />;
  },
});

/** The address is a prefix match: anything after the two ids is ignored. */
export const loginWithUserPrefixRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/loginWithUser/$webUserId/$wmUserId/$',
  validateSearch: loginWithUserSearch,
  component: function LoginWithUserPrefixRoute() {
    const { webUserId, wmUserId } = loginWithUserPrefixRoute.useParams();
    return <LoginWithUser params={{ webUserId, wmUserId }} search={loginWithUserPrefixRoute.useSearch()} />;
  },
});

export const signInRoutes = [loginRoute, tokenRoute, loginWithUserRoute, loginWithUserPrefixRoute];
