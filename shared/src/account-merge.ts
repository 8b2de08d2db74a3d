/**
 * Which accounts may be consolidated, and which accounts belong to the same person.
 *
 * Homeowners and agents hold contracts and cards; staff and contractor accounts are never merged, on either
 * side. Without the other account's password, the only proof that two accounts are one person's is the
 * e-mail address: signing in shows that person controls the mailbox (passwords are set from e-mailed links),
 * so accounts whose address differs only in case or surrounding spaces are theirs. Phone numbers are typed
 * in freely and never confirmed, so a shared number proves nothing and is not used.
 */
import type { UserType } from './enums.ts';
import { isStaffUserType } from './permissions.ts';

export function isMergeableUserType(userType: UserType): boolean {
  return !isStaffUserType(userType) && userType !== 'contractor';
}

/** The form in which two e-mail addresses are compared: trimmed, lower-case. */
export function accountEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

interface MergeCandidate {
  id: string;
  email: string;
  userType: UserType;
  mergedIntoUserId: string | null;
}

/** The other, not yet merged, accounts the signed-in account may take in without their passwords. */
export function sameOwnerAccounts<T extends MergeCandidate>(signedIn: MergeCandidate, others: readonly T[]): T[] {
  if (!isMergeableUserType(signedIn.userType) || signedIn.mergedIntoUserId) return [];
  const key = accountEmailKey(signedIn.email);
  return others.filter(
    (other) =>
      other.id !== signedIn.id &&
      !other.mergedIntoUserId &&
      isMergeableUserType(other.userType) &&
      accountEmailKey(other.email) === key,
  );
}
