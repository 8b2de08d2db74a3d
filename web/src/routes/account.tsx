/**
 * /account: the account shell around the section of `#category`, and the
 * sections' own addresses (a dispatch ticket). Sections come from the registry (lib/account-sections.ts);
 * their loaders fill the query cache before the screen opens.
 */

import type { AuthUser } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { createRoute, Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import {
  AccountShell,
  MessagePreferencesScreen,
  MyDataScreen,
  messagePreferencesQueryOptions,
} from '#web/features/account/index.ts';
import { loadTicketScreen, TicketScreen } from '#web/features/contractor/index.ts';
import {
  type AccountMenuKey,
  type AccountSectionContext,
  accountScreensFor,
  categoryFromHash,
} from '#web/lib/account-sections.ts';
import { openChangePasswordDialog } from '#web/lib/session/index.ts';
import { signedInRoute } from './signed-in.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The account menu item a route's screen belongs to. */
    accountCategory?: AccountMenuKey;
  }
}

function Loading() {
  return <p className="account-muted">{m.common_loading()}</p>;
}
const loading = <Loading />;

/** `?passwordReset=true` after the forgotten-password flow opens the change-password dialog. */
const accountSearch = (search: Record<string, unknown>): { passwordReset?: true } =>
  search.passwordReset === 'true' || search.passwordReset === true ? { passwordReset: true } : {};

export const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/account',
  validateSearch: accountSearch,
  component: function AccountLayout() {
    const { user } = accountRoute.useRouteContext();
    const { passwordReset } = accountRoute.useSearch();
    const hash = useLocation({ select: (location) => location.hash });
    const routeCategory = useMatches({
      select: (matches) => matches.findLast((match) => match.staticData.accountCategory)?.staticData.accountCategory,
    });
    useEffect(() => {
      if (passwordReset) openChangePasswordDialog();
    }, [passwordReset]);
    return (
      <AccountShell user={user} category={routeCategory ?? categoryFromHash(user.userType, hash)}>
        <Suspense fallback={loading}>
          <Outlet />
        </Suspense>
      </AccountShell>
    );
  },
});

function SectionScreens({ user }: { user: AuthUser }) {
  const hash = useLocation({ select: (location) => location.hash });
  const category = categoryFromHash(user.userType, hash);
  const screens = category ? accountScreensFor(user.userType, category) : [];
  return screens.map((section) => <section.Screen key={`${section.key}-${section.position}`} user={user} />);
}

async function loadSections({ context, location }: { context: SectionsContext; location: { hash: string } }) {
  const category = categoryFromHash(context.user.userType, location.hash);
  if (!category) return;
  const screens = accountScreensFor(context.user.userType, category);
  await Promise.all(screens.map((screen) => screen.load?.({ queryClient: context.queryClient, user: context.user })));
}

interface SectionsContext {
  user: AuthUser;
  queryClient: AccountSectionContext['queryClient'];
}

/** /account#{category}: every screen the features registered for the category. */
export const accountIndexRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  loader: loadSections,
  component: function AccountSections() {
    return <SectionScreens user={accountIndexRoute.useRouteContext().user} />;
  },
});

/** /account/dispatchTickets/{workOrderId}: one ticket's workspace. */
export const dispatchTicketRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/dispatchTickets/$workOrderId',
  staticData: { accountCategory: 'dispatchTickets' },
  beforeLoad: ({ context }) => {
    if (context.user.userType !== 'contractor') throw new Error('Dispatch tickets are for contractors.');
  },
  loader: ({ context }) => loadTicketScreen({ queryClient: context.queryClient, user: context.user }),
  component: function DispatchTicket() {
    const { user } = dispatchTicketRoute.useRouteContext();
    const { workOrderId } = dispatchTicketRoute.useParams();
    return <TicketScreen user={user} workOrderId={workOrderId} />;
  },
});

/** /account/my-data: the person's data to read, from the profile's Download my data. */
export const myDataRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/my-data',
  staticData: { accountCategory: 'profile' },
  component: MyDataScreen,
});

/** /account/messages: how a homeowner hears of each kind of message, from the profile's "How we reach you". */
export const messagePreferencesRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/messages',
  staticData: { accountCategory: 'profile' },
  beforeLoad: ({ context }) => {
    if (context.user.userType !== 'homeowner') throw new Error('Message preferences are for homeowners.');
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(messagePreferencesQueryOptions()),
  component: MessagePreferencesScreen,
});

/** The account area is a prefix match: an unknown sub-address shows the account page. */
export const accountRestRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/$',
  loader: loadSections,
  component: function AccountRest() {
    return <SectionScreens user={accountRestRoute.useRouteContext().user} />;
  },
});

export const accountRoutes = accountRoute.addChildren([
  accountIndexRoute,
  dispatchTicketRoute,
  myDataRoute,
  messagePreferencesRoute,
  accountRestRoute,
]);
