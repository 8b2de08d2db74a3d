/**
 * Sign-in: the login, forgot and change-password dialogs, the signed-out
 * page, link sign-ins and impersonation. The session itself is in lib/session for every feature to read.
 */
import { lazy } from 'react';

export { authAccountSections } from './account-sections.ts';
export { impersonate } from './auth-calls.ts';
export { AuthHost, preloadLoginDialog } from './auth-host.tsx';
export { type SignedOutArea, SignedOutPage } from './signed-out-page.tsx';

// Screens and a banner few visits show: their code loads when they are drawn (inside a Suspense boundary).
const linkSignIn = () => import('./link-sign-in.tsx');
/** `/token`: the e-mailed link's sign-in. */
export const TokenLanding = lazy(() => linkSignIn().then((module) => ({ default: module.TokenLanding })));
/** `/loginWithUser`: staff signing in as a user. */
export const LoginWithUserPage = lazy(() => linkSignIn().then((module) => ({ default: module.LoginWithUserPage })));
/** Shown only while a staff member views the app as a user. */
export const ImpersonationBanner = lazy(() =>
  import('./impersonation.tsx').then((module) => ({ default: module.ImpersonationBanner })),
);
