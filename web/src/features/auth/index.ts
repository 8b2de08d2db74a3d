/** Sign-in and session (spec core sections 2, 4 and 8). Other code imports only from here. */

export { AccountArea } from './account-area.tsx';
export { type AccountMenuItem, type AccountMenuKey, accountMenuFor } from './account-menu.ts';
export { ACCOUNT_QUERY_PREFIX, AuthHost } from './auth-host.tsx';
export {
  closeAuthDialog,
  type LoginDialogOptions,
  openChangePasswordDialog,
  openForgotDialog,
  openLoginDialog,
} from './dialog-state.ts';
export { ImpersonationBanner } from './impersonation.tsx';
export { LoginWithUserPage, TokenLanding } from './link-sign-in.tsx';
export { logout } from './logout.ts';
export { AUTH_STORAGE_KEY, getSession, type Session, useSession } from './session-store.ts';
export { SignedOutPage } from './signed-out-page.tsx';
