/**
 * PUT /api/account/user/merge: moves another account's contracts, cards and notices to this one, given that
 * account's sign-in. Only an HTTP 200 answer is a success; the transport fails every
 * status of 400 or above, and a 2xx other than 200 is refused here.
 */
import { type MergeAccountsBody, MergeAccountsResponse } from '@hw/shared';
import { useMutation } from '@tanstack/react-query';
import type { Static } from 'typebox';
import { apiPut } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export type MergeAccountsRequest = Static<typeof MergeAccountsBody>;
export type MergeAccountsResult = Static<typeof MergeAccountsResponse>;

export class MergeNotConfirmedError extends Error {}

/**
 * Whether an answer is a merge (either kind). Written by hand rather than with TypeBox's checker, which would
 * otherwise ride in every page's first script: the merge offer is part of the app's shell.
 */
function isMergeAnswer(answer: unknown): answer is MergeAccountsResult {
  if (typeof answer !== 'object' || answer === null) return false;
  const fields = answer as Record<string, unknown>;
  const moved = Number.isInteger(fields.contractsMoved);
  return moved && (typeof fields.mergedUserId === 'string' || Number.isInteger(fields.accountsMerged));
}

export async function mergeAccounts(body: MergeAccountsRequest): Promise<MergeAccountsResult> {
  const answer = await apiPut('/api/account/user/merge', body, { auth: true });
  // A 204 or another answer without the merge (production skips checkedResponse's walk) is not a success.
  if (!isMergeAnswer(answer)) throw new MergeNotConfirmedError('The merge was not confirmed.');
  return checkedResponse(MergeAccountsResponse, answer, 'PUT /api/account/user/merge');
}

/** The session ends right after a merge, so nothing is invalidated here. */
export const useMergeAccounts = () => useMutation({ mutationFn: mergeAccounts });
