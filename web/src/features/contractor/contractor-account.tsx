/** The contractor's part of the account area: dashboard, dispatch ticket list and ticket workspace. */
import type { Trade } from '@hw/shared';
import { useEffect, useState } from 'react';
import { apiTransport, cacheAssignedTickets, startOfflineSync, syncEngine, useSyncState } from '#web/offline/index.ts';
import { useSession } from '../auth/index.ts';
import { AgreementGate } from './agreement-gate.tsx';
import './contractor.css';
import { Dashboard, tradeNames } from './dashboard.tsx';
import { ProfileView } from './profile-view.tsx';
import { SyncBar } from './sync-bar.tsx';
import { TicketList } from './ticket-list.tsx';
import { TicketWorkspace } from './ticket-workspace.tsx';

/** The work order id in "/dispatchTickets/<id>" (or "/<id>" when the category is already dispatchTickets). */
export function ticketIdFromPath(category: string, subPath: string): string | null {
  const parts = subPath.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] === 'dispatchTickets') return parts[1] ?? null;
  if (category === 'dispatchTickets' && parts.length === 1) return parts[0] ?? null;
  return null;
}

/** While online, keeps the open tickets and their part catalogue on the device for work without signal. */
function useOfflineCache(enabled: boolean) {
  const { online } = useSyncState();
  useEffect(() => {
    if (enabled && online) void cacheAssignedTickets(apiTransport).catch(() => undefined);
  }, [enabled, online]);
}

function useTrades(): string[] {
  const [trades, setTrades] = useState<string[]>([]);
  useEffect(() => {
    apiTransport
      .get<Trade[]>('/api/reference/trades')
      .then((answer) => setTrades(tradeNames(answer)))
      .catch(() => undefined);
  }, []);
  return trades;
}

export function ContractorAccount({ category, subPath }: { category: string; subPath: string }) {
  const { user } = useSession();
  const workOrderId = ticketIdFromPath(category, subPath);
  const showTickets = category === 'dispatchTickets' || workOrderId !== null;
  const trades = useTrades();
  useEffect(() => startOfflineSync(), []);
  // A new sign-in lets a queue that waited for it go on.
  useEffect(() => {
    if (user?.userId && syncEngine().getState().needsSignIn) syncEngine().resume();
  }, [user?.userId]);
  useOfflineCache(showTickets);

  return (
    <div className="cw">
      <SyncBar />
      {showTickets ? (
        <AgreementGate>
          {workOrderId ? <TicketWorkspace key={workOrderId} workOrderId={workOrderId} /> : <TicketList />}
        </AgreementGate>
      ) : category === 'profile' ? (
        <ProfileView userId={user?.userId ?? null} />
      ) : (
        <Dashboard userId={user?.userId ?? null} trades={trades} />
      )}
    </div>
  );
}
