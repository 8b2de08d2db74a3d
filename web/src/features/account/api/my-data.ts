/**
 * GET /api/account/dataExport (the person's data as a .tar.gz, saved as a download), GET
 * /api/account/dataExport/summary (the same data to read on screen) and
 * POST /api/account/deletionRequest (the account erased; its financial records kept, as the answer says).
 */
import { type AccountDeletionBody, AccountDeletionResponse, DataSummary } from '@hw/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiGet, apiGetBlob, apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getMyDataSummary(signal?: AbortSignal): Promise<DataSummary> {
  const answer = await apiGet('/api/account/dataExport/summary', undefined, { auth: true, signal });
  return checkedResponse(DataSummary, answer, 'GET /api/account/dataExport/summary');
}

/** Read fresh each time it is prepared (staleTime 0); the reading screen shows what was prepared. */
export const myDataSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'myDataSummary'],
    queryFn: ({ signal }) => getMyDataSummary(signal),
    staleTime: 0,
  });

/** Saves the archive as a download; answers the file's name, which the screen says was downloaded. */
export async function downloadMyData(): Promise<string> {
  const blob = await apiGetBlob('/api/account/dataExport', { auth: true });
  const url = URL.createObjectURL(blob);
  const fileName = `my-data-${new Date().toISOString().slice(0, 10)}.tar.gz`;
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return fileName;
}

export async function deleteMyAccount(body: AccountDeletionBody): Promise<AccountDeletionResponse> {
  const answer = await apiPost('/api/account/deletionRequest', body, { auth: true });
  return checkedResponse(AccountDeletionResponse, answer, 'POST /api/account/deletionRequest');
}

/** The session ends right after the erasure, so nothing is invalidated here. */
export const useDeleteMyAccount = () => useMutation({ mutationFn: deleteMyAccount });
