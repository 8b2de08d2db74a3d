/**
 * Whether the plan can take a service request (GET /authorize/serviceRequest/{contractId}). Online it is
 * always asked afresh, and the dialog waits for the answer; offline the answer saved on this device (the
 * persisted query cache) stands in, since the server checks again when the request is sent.
 */
import type { AuthorizeServiceRequestResponse } from '@hw/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOnline } from '#web/lib/use-online.ts';
import { authorizeServiceRequestQueryOptions } from '../api/authorize-service-request.ts';

export type AuthorizationState =
  | { kind: 'checking' }
  /** Offline, with no answer saved on this device. */
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'authorized'; answer: AuthorizeServiceRequestResponse }
  | { kind: 'refused'; answer: AuthorizeServiceRequestResponse };

export function useAuthorization(contractId: string): { state: AuthorizationState } {
  const online = useOnline();
  const query = useQuery({ ...authorizeServiceRequestQueryOptions(contractId), retry: false });
  const settled = query.isFetchedAfterMount && !query.isFetching;
  const answer = online ? (settled && !query.isError ? query.data : undefined) : query.data;
  const failed = online && settled && query.isError;
  const state = useMemo((): AuthorizationState => {
    if (answer) return { kind: answer.isAuthorized ? 'authorized' : 'refused', answer };
    if (failed) return { kind: 'failed' };
    return online ? { kind: 'checking' } : { kind: 'offline' };
  }, [answer, failed, online]);
  return { state };
}
