/** GET /api/reference/propertyTypes: the dwelling types an order can name (reference data). */
import { PropertyType } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { checkedResponse, REFERENCE_QUERY_PREFIX } from '#web/lib/query/index.ts';

const PropertyTypesResponse = Type.Array(PropertyType);

export async function getPropertyTypes(signal?: AbortSignal): Promise<PropertyType[]> {
  return checkedResponse(
    PropertyTypesResponse,
    await apiGet('/api/reference/propertyTypes', undefined, { signal }),
    'GET /api/reference/propertyTypes',
  );
}

export const propertyTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERENCE_QUERY_PREFIX, 'propertyTypes'],
    queryFn: ({ signal }) => getPropertyTypes(signal),
    staleTime: 24 * 60 * 60_000,
  });

export const usePropertyTypes = () => useQuery(propertyTypesQueryOptions());
