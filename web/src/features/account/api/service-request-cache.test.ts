import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../service-requests/sample-request.ts';
import { serviceRequestNotesQueryOptions } from './get-service-request-notes.ts';
import { serviceRequestsQueryOptions } from './get-service-requests.ts';
import { refreshServiceRequest, SERVICE_REQUESTS_QUERY_KEY, storeServiceRequest } from './service-request-cache.ts';

describe('the cached service request history', () => {
  it('holds every history list under one prefix', () => {
    for (const ids of [['c-1'], ['c-2', 'c-1'], []]) {
      expect(serviceRequestsQueryOptions(ids).queryKey.slice(0, SERVICE_REQUESTS_QUERY_KEY.length)).toEqual([
        ...SERVICE_REQUESTS_QUERY_KEY,
      ]);
    }
    expect(serviceRequestNotesQueryOptions('sr-1').queryKey.slice(0, 2)).not.toEqual([...SERVICE_REQUESTS_QUERY_KEY]);
  });

  it("replaces a request in every list that holds it and marks lists and the request's notes stale", async () => {
    const queryClient = new QueryClient();
    const one = serviceRequestsQueryOptions(['c-1']).queryKey;
    const both = serviceRequestsQueryOptions(['c-1', 'c-2']).queryKey;
    const other = sampleRequest({ serviceRequestId: 'sr-2' });
    queryClient.setQueryData(one, [sampleRequest()]);
    queryClient.setQueryData(both, [other, sampleRequest()]);
    queryClient.setQueryData(serviceRequestNotesQueryOptions('sr-1').queryKey, []);
    queryClient.setQueryData(serviceRequestNotesQueryOptions('sr-2').queryKey, []);

    storeServiceRequest(queryClient, sampleRequest({ status: 'cancelled' }));
    expect(queryClient.getQueryData(one)?.map((r) => r.status)).toEqual(['cancelled']);
    expect(queryClient.getQueryData(both)?.map((r) => r.status)).toEqual(['sentToContractor', 'cancelled']);

    await refreshServiceRequest(queryClient, 'sr-1');
    expect(queryClient.getQueryState(one)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(both)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(serviceRequestNotesQueryOptions('sr-1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(serviceRequestNotesQueryOptions('sr-2').queryKey)?.isInvalidated).toBe(false);
  });
});
