/**
 * /account: the account shell around the section of `#category`, and the
 * sections' own addresses (a dispatch ticket). Sections come from the registry (lib/account-sections.ts);
 * their loaders fill the query cache before the screen opens. The area's code (routes/account-area.tsx) loads
 * with the first visit to it.
 */

import { createRoute } from '@tanstack/react-router';
import { oneOf, searchParams } from '#web/lib/search-params.ts';
import type { AccountMenuKey, SectionsContext } from './account-area.tsx';
import { signedInRoute } from './signed-in.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The account menu item a route's screen belongs to. */
    accountCategory?: AccountMenuKey;
  }
}

type AccountArea = typeof import('./account-area.tsx');
let area: AccountArea | undefined;
const accountArea = async (): Promise<AccountArea> => {
  area ??= await import('./account-area.tsx');
  return area;
};
/** The area's code and a homeowner's account page's, without data: fetched while a visitor signs in. */
export const preloadAccountScreens = async (): Promise<void> => (await accountArea()).preloadSignInScreens();

/** The area's code: the account route's `beforeLoad` has loaded it before any of its screens renders. */
function loadedArea(): AccountArea {
  if (!area) throw new Error('The account area renders before its code was loaded');
  return area;
}

/** `?passwordReset=true` after the forgotten-password flow opens the change-password dialog. */
const AccountSearch = { passwordReset: oneOf([true]) };

export const accountRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/account',
  validateSearch: searchParams(AccountSearch),
  // The sections register as the area's code loads: every child's loader reads them.
  beforeLoad: async () => {
    await accountArea();
  },
  component: function AccountLayout() {
    const Area = loadedArea();
    const { user } = accountRoute.useRouteContext();
    const { passwordReset } = accountRoute.useSearch();
    return <Area.AccountLayout user={user} passwordReset={passwordReset} />;
  },
});

const loadSections = async (match: { context: SectionsContext; location: { hash: string } }) =>
  (await accountArea()).loadSections(match);

/** /account#{category}: every screen the features registered for the category. */
export const accountIndexRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/',
  loader: loadSections,
  component: function AccountSections() {
    const Area = loadedArea();
    return <Area.SectionScreens user={accountIndexRoute.useRouteContext().user} />;
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
  loader: async ({ context }) =>
    (await accountArea()).loadTicketScreen({ queryClient: context.queryClient, user: context.user }),
  component: function DispatchTicket() {
    const Area = loadedArea();
    const { user } = dispatchTicketRoute.useRouteContext();
    const { workOrderId } = dispatchTicketRoute.useParams();
    return <Area.DispatchTicket user={user} workOrderId={workOrderId} />;
  },
});

/** /account/my-data: the person's data to read, from the profile's Download my data. */
export const myDataRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/my-data',
  staticData: { accountCategory: 'profile' },
  component: function MyData() {
    const Area = loadedArea();
    return <Area.MyDataScreen />;
  },
});

/** /account/messages: how a homeowner hears of each kind of message, from the profile's "How we reach you". */
export const messagePreferencesRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/messages',
  staticData: { accountCategory: 'profile' },
  beforeLoad: ({ context }) => {
    if (context.user.userType !== 'homeowner') throw new Error('Message preferences are for homeowners.');
  },
  loader: async ({ context }) =>
    context.queryClient.prefetchQuery((await accountArea()).messagePreferencesQueryOptions()),
  component: function MessagePreferences() {
    const Area = loadedArea();
    return <Area.MessagePreferencesScreen />;
  },
});

/** The account area is a prefix match: an unknown sub-address shows the account page. */
export const accountRestRoute = createRoute({
  getParentRoute: () => accountRoute,
  path: '/$',
  loader: loadSections,
  component: function AccountRest() {
    const Area = loadedArea();
    return <Area.SectionScreens user={accountRestRoute.useRouteContext().user} />;
  },
});

export const accountRoutes = accountRoute.addChildren([
  accountIndexRoute,
  dispatchTicketRoute,
  myDataRoute,
  messagePreferencesRoute,
  accountRestRoute,
]);
