/**
 * The guard of every signed-in screen: a pathless layout whose `beforeLoad` stops signed-out visitors
 * before any child loader runs. /account and /claim keep their address and show the login header and
 * page instead; signing in re-runs the guard (main.tsx invalidates the router).
 */
import type { AuthUser } from '@hw/shared';
import { createRoute, ErrorComponent, type ErrorComponentProps, Outlet } from '@tanstack/react-router';
import { type SignedOutArea, SignedOutPage } from '#web/features/auth/index.ts';
import { loadOffline } from '#web/lib/offline-loader.ts';
import { rootRoute } from './root.tsx';

export class SignedOutError extends Error {
  constructor(readonly area: SignedOutArea) {
    super('Signed out');
    this.name = 'SignedOutError';
  }
}

export function SignedInError({ error, ...rest }: ErrorComponentProps) {
  if (error instanceof SignedOutError) return <SignedOutPage area={error.area} />;
  return <ErrorComponent error={error} {...rest} />;
}

export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signedIn',
  beforeLoad: async ({ context, location }): Promise<{ user: AuthUser }> => {
    const { user } = context.session();
    if (!user) throw new SignedOutError(/^\/claim(\/|$)/.test(location.pathname) ? 'claim' : 'account');
    await loadOffline();
    return { user };
  },
  errorComponent: SignedInError,
  component: Outlet,
});
