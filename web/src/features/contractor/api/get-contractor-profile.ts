/** GET /api/contractor/user/{id}: the contractor's company profile. */
import { ContractorProfile } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getContractorProfile(userId: string, signal?: AbortSignal): Promise<ContractorProfile> {
  const answer = await apiGet(`/api/contractor/user/${encodeURIComponent(userId)}`, undefined, { auth: true, signal });
  return checkedResponse(ContractorProfile, answer, 'GET /api/contractor/user');
}

export const contractorProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'contractor', 'profile', userId],
    queryFn: ({ signal }) => getContractorProfile(userId, signal),
  });

export const useContractorProfile = (userId: string) => useQuery(contractorProfileQueryOptions(userId));
