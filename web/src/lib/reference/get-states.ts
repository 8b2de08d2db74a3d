/** GET /api/reference/states: every state with whether the provider sells plans there (reference data). */
import { State } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const StatesResponse = Type.Array(State);

export async function getStates(signal?: AbortSignal): Promise<State[]> {
  return checkedResponse(
    StatesResponse,
    await apiGet('/api/reference/states', undefined, { signal }),
    'GET /api/reference/states',
  );
}

export const statesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'states'],
    queryFn: ({ signal }) => getStates(signal),
    staleTime: 24 * 60 * 60_000,
  });

export const useStates = () => useQuery(statesQueryOptions());
