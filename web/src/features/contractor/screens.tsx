/** The contractor's account sections and ticket screen, each in its frame (loaded on demand). */
import type { AuthUser } from '@hw/shared';
import { AvailabilityView } from './availability/availability-view.tsx';
import { ContractorFrame } from './contractor-frame.tsx';
import { Dashboard } from './dashboard.tsx';
import { ProfileView } from './profile-view.tsx';
import { TicketList } from './ticket-list.tsx';
import { TicketWorkspace } from './ticket-workspace.tsx';

export function DashboardScreen({ user }: { user: AuthUser }) {
  return (
    <ContractorFrame user={user}>
      <Dashboard user={user} />
    </ContractorFrame>
  );
}

export function TicketListScreen({ user }: { user: AuthUser }) {
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

export function TicketScreen({ user, workOrderId }: { user: AuthUser; workOrderId: string }) {
  return (
    <ContractorFrame user={user} tickets>
      <TicketWorkspace key={workOrderId} workOrderId={workOrderId} />
    </ContractorFrame>
  );
}

export function AvailabilityScreen({ user }: { user: AuthUser }) {
  return (
    <ContractorFrame user={user}>
      <AvailabilityView />
    </ContractorFrame>
  );
}
