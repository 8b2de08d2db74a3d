/** GET /api/account/servicerequest/note/{serviceRequestId}: a service request's notes. */
import { ServiceRequestNote } from '@hw/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Type } from 'typebox';
import { apiGet } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

const Notes = Type.Array(ServiceRequestNote);

export async function getServiceRequestNotes(serviceRequestId: string, signal?: AbortSignal) {
  const path = `/api/account/servicerequest/note/${encodeURIComponent(serviceRequestId)}`;
  const answer = await apiGet(path, undefined, { auth: true, signal });
  return checkedResponse(Notes, answer, 'GET /api/account/servicerequest/note/{id}');
}

export const serviceRequestNotesQueryOptions = (serviceRequestId: string) =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'serviceRequestNotes', serviceRequestId],
    queryFn: ({ signal }) => getServiceRequestNotes(serviceRequestId, signal),
  });

/** Loads only while `enabled` (the request is expanded). */
export const useServiceRequestNotes = (serviceRequestId: string, enabled: boolean) =>
  useQuery({ ...serviceRequestNotesQueryOptions(serviceRequestId), enabled });
