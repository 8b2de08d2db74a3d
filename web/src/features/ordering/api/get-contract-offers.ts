/** GET /api/offers/{contractId}/{isUpgrading} (signed in): renewal or upgrade offers with the current plan. */
import { OffersResponse } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export async function getContractOffers(
  contractId: string,
  isUpgrading: boolean,
  signal?: AbortSignal,
): Promise<OffersResponse> {
  const path = `/api/offers/${encodeURIComponent(contractId)}/${String(isUpgrading)}`;
  return checkedResponse(
    OffersResponse,
    await apiGet(path, undefined, { auth: true, signal }),
    'GET /api/offers/{contractId}/{isUpgrading}',
  );
}

export const contractOffersQueryOptions = (contractId: string, isUpgrading: boolean) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'offers', contractId, isUpgrading],
    queryFn: ({ signal }) => getContractOffers(contractId, isUpgrading, signal),
  });

export const useContractOffers = (contractId: string, isUpgrading: boolean, enabled = true) =>
  useQuery({ ...contractOffersQueryOptions(contractId, isUpgrading), enabled: enabled && !!contractId });
