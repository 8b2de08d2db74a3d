/**
 * Sign-in: the login, forgot and change-password dialogs, the signed-out
 * page, link sign-ins and impersonation. The session itself is in lib/session for every feature to read.
 */
export { authAccountSections } from './account-sections.ts';
export { impersonate } from './auth-calls.ts';
export { AuthHost, preloadLoginDialog } from './auth-host.tsx';
export { ImpersonationBanner } from './impersonation.tsx';
export { LoginWithUserPage, TokenLanding } from './link-sign-in.tsx';
export { type SignedOutArea, SignedOutPage } from './signed-out-page.tsx';
