/**
 * The staff screens start impersonation with the sign-in feature's call (features/auth), which they may
 * not import (docs/decisions/005). The composition layer hands it over when it registers the sections.
 */
export type StartImpersonation = (userId: string) => Promise<unknown>;

let start: StartImpersonation = () => Promise.reject(new Error('Impersonation is not wired.'));

export function setStartImpersonation(call: StartImpersonation): void {
  start = call;
}

export const startImpersonation = (userId: string): Promise<unknown> => start(userId);
