import { signOut } from './auth-calls.ts';
import { closeAuthDialog, goTo, pauseLoginAutoOpen } from './dialog-state.ts';

/** Spec core section 4: reset auth (keeping the last username) and account state, wipe this device's data, go to /. */
export async function logout(): Promise<void> {
  closeAuthDialog();
  try {
    // The selected account item (spec session key `category`).
    localStorage.removeItem('category');
  } catch {
    // Storage may be unavailable; nothing was kept there then.
  }
  // Leave the account area first: signed out there, it would open the login dialog.
  pauseLoginAutoOpen(true);
  try {
    await goTo({ to: '/' });
    await signOut();
  } finally {
    pauseLoginAutoOpen(false);
  }
}
