/**
 * What every contractor screen stands in: the offline sync (also held by the app root while signed in),
 * the sync bar, the open tickets kept on the device, and for ticket screens the agreement gate.
 */
import type { AuthUser } from '@hw/shared';
import { type ReactNode, useEffect } from 'react';
import { apiTransport, startOfflineSync, syncEngine, useSyncState } from '#web/offline/index.ts';
import { AgreementGate } from './agreement-gate.tsx';
import './contractor.css';
import { cacheAssignedTickets } from './offline/index.ts';
import { SyncBar } from './sync-bar.tsx';

/** While online, keeps the open tickets and their part catalogue on the device for work without signal. */
function useOfflineCache(enabled: boolean) {
  const { online } = useSyncState();
  useEffect(() => {
    if (enabled && online) void cacheAssignedTickets(apiTransport).catch(() => undefined);
  }, [enabled, online]);
}

export function ContractorFrame({
  user,
  tickets = false,
  children,
}: {
  user: AuthUser;
  /** A ticket screen: kept behind the service agreement, with the open tickets saved for offline work. */
  tickets?: boolean;
  children: ReactNode;
}) {
  useEffect(() => startOfflineSync(), []);
  // A new sign-in lets a queue that waited for it go on.
  useEffect(() => {
    if (user.userId && syncEngine().getState().needsSignIn) syncEngine().resume();
  }, [user.userId]);
  useOfflineCache(tickets);

  return (
    <div className="cw">
      <SyncBar />
      {tickets ? <AgreementGate user={user}>{children}</AgreementGate> : children}
    </div>
  );
}
