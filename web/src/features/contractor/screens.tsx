/**
 * The contractor's dashboard, ticket list and profile, each in its frame (loaded on demand). A ticket's workspace
 * and the availability form are apart (ticket-screen.tsx, availability-screen.tsx): the list comes up without their
 * forms' code, and fetches the workspace's once it is on screen, so a ticket opens at once, and offline.
 */
import type { AuthUser } from '@hw/shared';
import { useEffect } from 'react';
import { ContractorFrame } from './contractor-frame.tsx';
import { Dashboard } from './dashboard.tsx';
import { ProfileView } from './profile-view.tsx';
import { TicketList } from './ticket-list.tsx';

export function DashboardScreen({ user }: { user: AuthUser }) {
  return (
    <ContractorFrame user={user}>
      <Dashboard user={user} />
    </ContractorFrame>
  );
}

export function TicketListScreen({ user }: { user: AuthUser }) {
  useEffect(() => {
    void import('./ticket-screen.tsx').catch(() => undefined);
  }, []);
  return (
    <ContractorFrame user={user} tickets>
      <TicketList />
    </ContractorFrame>
  );
}

export function ProfileScreen({ user }: { user: AuthUser }) {
  return (
    <ContractorFrame user={user}>
      <ProfileView user={user} />
    </ContractorFrame>
  );
}
