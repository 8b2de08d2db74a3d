/**
 * After a sign-in that found other accounts of the same person (the sign-in answer's `otherAccountsFound`),
 * offers to consolidate them: Merge now runs the automatic merge (PUT /account/user/merge), says so, signs
 * out and goes to /; Not now is remembered for the browser session; a failure asks the user to call.
 * Mount once in the root layout.
 */
import { m } from '@hw/shared/i18n';
import { useEffect } from 'react';
import { getSession, logout, subscribeSession, useSession } from '#web/lib/session/index.ts';
import { confirm, showToast } from '#web/ui/index.ts';
import { accountMessages } from '../account-messages.ts';
import { mergeAccounts } from '../api/merge-accounts.ts';

const DECLINED_KEY = 'mergeOfferDeclined';

function declinedBy(userId: string): boolean {
  try {
    return sessionStorage.getItem(DECLINED_KEY) === userId;
  } catch {
    return false;
  }
}

function decline(userId: string) {
  try {
    sessionStorage.setItem(DECLINED_KEY, userId);
  } catch {
    // Storage may be unavailable: the offer then comes back at the next sign-in.
  }
}

export function offerText(found: number): string {
  return m.account_merge_offer_text({ count: found });
}

/** The sign-in this page already asked about: each is offered once, however often the layout renders. */
let askedFor: string | null = null;
// Signed out: the next sign-in is a new one to ask about. (The offer is drawn only while someone is signed in.)
subscribeSession(() => {
  if (!getSession().user) askedFor = null;
});

async function offerMerge(userId: string, found: number) {
  const yes = await confirm({
    title: m.account_merge_title(),
    content: offerText(found),
    yesLabel: m.account_merge_now(),
    noLabel: m.account_not_now(),
  });
  if (!yes) {
    decline(userId);
    return;
  }
  try {
    await mergeAccounts({ automatic: true });
  } catch {
    showToast({ text: accountMessages.merge.failure(), kind: 'error' });
    return;
  }
  showToast({ text: accountMessages.merge.automatic, kind: 'success' });
  await logout();
}

export function MergeOffer() {
  const { user, isImpersonated, forgotPassword, otherAccountsFound } = useSession();
  const userId = user?.userId ?? null;
  // A session from a password-reset link sets the new password first; the offer follows.
  const offered = userId && !isImpersonated && !forgotPassword && otherAccountsFound > 0 ? userId : null;
  useEffect(() => {
    if (!offered || askedFor === offered || declinedBy(offered)) return;
    askedFor = offered;
    void offerMerge(offered, otherAccountsFound);
  }, [offered, otherAccountsFound]);
  return null;
}
