/** Which sign-in dialog is open, and how the feature moves the browser (set by the auth host). */
import { useSyncExternalStore } from 'react';

export interface LoginDialogOptions {
  /** Opened from Request Repair: the title asks to log in to request repair, and success goes to /account. */
  forRepair?: boolean;
  /** Success goes to /account (the /login page). */
  goToAccount?: boolean;
}

export type AuthDialog =
  | { kind: 'login'; forRepair: boolean; goToAccount: boolean }
  | { kind: 'forgot' }
  | { kind: 'changePassword' }
  | null;

let dialog: AuthDialog = null;
const listeners = new Set<() => void>();

function set(next: AuthDialog) {
  dialog = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(options: LoginDialogOptions = {}): void {
  const open = dialog?.kind === 'login' ? dialog : null;
  // Opening again (a page that opens it on load after Request Repair did) keeps what the first opener asked.
  set({
    kind: 'login',
    forRepair: Boolean(options.forRepair || open?.forRepair),
    goToAccount: Boolean(options.goToAccount || open?.goToAccount),
  });
}

export const openForgotDialog = (): void => set({ kind: 'forgot' });
export const openChangePasswordDialog = (): void => set({ kind: 'changePassword' });
export const closeAuthDialog = (): void => set(null);
export const getAuthDialog = (): AuthDialog => dialog;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useAuthDialog(): AuthDialog {
  return useSyncExternalStore(subscribe, getAuthDialog, getAuthDialog);
}

let autoOpenPaused = false;

/** While logging out, account pages that briefly render signed out must not open the login dialog. */
export function pauseLoginAutoOpen(paused: boolean): void {
  autoOpenPaused = paused;
}

export const isLoginAutoOpenPaused = (): boolean => autoOpenPaused;

export interface Destination {
  to: string;
  hash?: string;
  search?: Record<string, unknown>;
  replace?: boolean;
}

type Navigator = (destination: Destination) => Promise<void> | void;

let navigator: Navigator = ({ to, hash }) => {
  window.location.assign(hash ? `${to}#${hash}` : to);
};

export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** Resolves once the router has moved. */
export async function goTo(destination: Destination): Promise<void> {
  await navigator(destination);
}
