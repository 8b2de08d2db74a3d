/**
 * POST /api/account/servicerequest/note: the homeowner adds a note to a service request (online only).
 * The saved note shows at once after the others (notes are oldest first); the notes and the history are
 * then read again. An answer whose `result` is false is a failure.
 */
import { type ServiceRequestNote, ServiceRequestNoteResponse } from '@hw/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { serviceRequestNotesQueryOptions } from './get-service-request-notes.ts';
import { refreshServiceRequest } from './service-request-cache.ts';

export interface AddServiceRequestNoteInput {
  serviceRequestId: string;
  note: string;
}

/** Saves the note, trimmed; rejects when the server did not take it. */
export async function addServiceRequestNote({
  serviceRequestId,
  note,
}: AddServiceRequestNoteInput): Promise<ServiceRequestNote> {
  const answer = await apiPost(
    '/api/account/servicerequest/note',
    { serviceRequestId, note: note.trim() },
    { auth: true },
  );
  const saved = checkedResponse(ServiceRequestNoteResponse, answer, 'POST /api/account/servicerequest/note');
  if (!saved.result) throw new Error('The note was not saved.');
  return saved.note;
}

export function useAddServiceRequestNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addServiceRequestNote,
    onSuccess: (note, { serviceRequestId }) => {
      queryClient.setQueryData(serviceRequestNotesQueryOptions(serviceRequestId).queryKey, (notes) =>
        notes && !notes.some((each) => each.noteId === note.noteId) ? [...notes, note] : notes,
      );
      return refreshServiceRequest(queryClient, serviceRequestId);
    },
  });
}
