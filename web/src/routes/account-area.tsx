/**
 * The account area's screens and loaders, loaded with the first visit to /account (routes/account.tsx): a page
 * outside the account carries none of the account's code.
 */

import { type AuthUser, USER_TYPES, type UserType } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { registerAllAccountSections } from '#web/app/account-sections.ts';
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

// The sections register once, as this code loads: every screen of the area reads the registry.
registerAllAccountSections();

export { loadTicketScreen, MessagePreferencesScreen, MyDataScreen, messagePreferencesQueryOptions };

function Loading() {
  return <p className="account-muted">{m.common_loading()}</p>;
}
const loading = <Loading />;

export function AccountLayout({ user, passwordReset }: { user: AuthUser; passwordReset?: true }) {
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
}

export function SectionScreens({ user }: { user: AuthUser }) {
  const hash = useLocation({ select: (location) => location.hash });
  const category = categoryFromHash(user.userType, hash);
  const screens = category ? accountScreensFor(user.userType, category) : [];
  return screens.map((section) => <section.Screen key={`${section.key}-${section.position}`} user={user} />);
}

export interface SectionsContext {
  user: AuthUser;
  queryClient: AccountSectionContext['queryClient'];
}

export async function loadSections({ context, location }: { context: SectionsContext; location: { hash: string } }) {
  const category = categoryFromHash(context.user.userType, location.hash);
  if (!category) return;
  const screens = accountScreensFor(context.user.userType, category);
  await Promise.all(screens.map((screen) => screen.load?.({ queryClient: context.queryClient, user: context.user })));
}

/** The code of the screens a `userType` (as the device stored it) sees at `hash` of the account page, no data. */
export async function preloadScreens(userType: string, hash: string): Promise<void> {
  if (!isUserType(userType)) return;
  const category = categoryFromHash(userType, hash);
  if (!category) return;
  await Promise.all(
    accountScreensFor(userType, category).flatMap((screen) => [screen.Screen.preload?.(), screen.load?.preload?.()]),
  );
}

/**
 * The code of the account page a sign-in most often lands on (a homeowner's), without any data: fetched while the
 * visitor signs in, so pressing Login waits on the server alone. Another user's screens load once they are known.
 */
const isUserType = (value: string): value is UserType => (USER_TYPES as readonly string[]).includes(value);

export const preloadSignInScreens = (): Promise<void> => preloadScreens('homeowner', '');

export function DispatchTicket({ user, workOrderId }: { user: AuthUser; workOrderId: string }) {
  return <TicketScreen user={user} workOrderId={workOrderId} />;
}

export type { AccountMenuKey };
