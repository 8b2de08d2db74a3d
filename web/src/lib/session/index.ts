/**
 * The session every feature reads: who is signed in, the sign-in dialogs any
 * screen may open, and logout. The sign-in screens and calls themselves live in features/auth.
 */
export {
  closeAuthDialog,
  type Destination,
  getAuthDialog,
  goTo,
  isLoginAutoOpenPaused,
  type LoginDialogOptions,
  openChangePasswordDialog,
  openForgotDialog,
  openLoginDialog,
  setNavigator,
  useAuthDialog,
} from './auth-dialogs.ts';
export { logout } from './logout.ts';
export * from './session-store.ts';
