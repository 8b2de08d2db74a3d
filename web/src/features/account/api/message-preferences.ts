/**
 * GET /api/account/messagePreferences (how the homeowner hears of each kind of message) and PUT (a channel turned
 * on or off); the answer of PUT is the new state and replaces the cached one.
 */
import { type MessageChannel, type MessageKind, MessagePreferencesResponse } from '@hw/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

const PATH = '/api/account/messagePreferences';

export async function getMessagePreferences(signal?: AbortSignal): Promise<MessagePreferencesResponse> {
  const answer = await apiGet(PATH, undefined, { auth: true, signal });
  return checkedResponse(MessagePreferencesResponse, answer, `GET ${PATH}`);
}

/** Read afresh each time the screen opens: an opt-in to texts or a device allowed elsewhere changes what can be on. */
export const messagePreferencesQueryOptions = () =>
  queryOptions({
    queryKey: [...ACCOUNT_QUERY_PREFIX, 'messagePreferences'],
    queryFn: ({ signal }) => getMessagePreferences(signal),
    staleTime: 0,
  });

export interface MessageChoice {
  kind: MessageKind;
  channel: MessageChannel;
  on: boolean;
}

export async function saveMessageChoice(choice: MessageChoice): Promise<MessagePreferencesResponse> {
  const answer = await apiPut(PATH, { choices: [choice] }, { auth: true });
  return checkedResponse(MessagePreferencesResponse, answer, `PUT ${PATH}`);
}

export function useSaveMessageChoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessageChoice,
    onSuccess: (answer) => queryClient.setQueryData(messagePreferencesQueryOptions().queryKey, answer),
  });
}
