/** POST /api/contractorRelations/search (contractor relations staff): contractors by term, trade and state. */
import { type ContractorSearchBody, ContractorSearchResponse } from '@hw/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function searchContractors(body: ContractorSearchBody): Promise<ContractorSearchResponse> {
  const answer = await apiPost('/api/contractorRelations/search', body, { auth: true, background: true });
  return checkedResponse(ContractorSearchResponse, answer, 'POST /api/contractorRelations/search');
}

export const contractorSearchQueryOptions = (body: ContractorSearchBody) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'staff', 'contractorSearch', body],
    queryFn: () => searchContractors(body),
  });

export const useContractorSearch = (body: ContractorSearchBody) =>
  useQuery({ ...contractorSearchQueryOptions(body), placeholderData: keepPreviousData });
