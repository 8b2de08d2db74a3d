/** One ticket's workspace in the contractor's frame: its own code (the panels and their forms), loaded on demand. */
import type { AuthUser } from '@hw/shared';
import { ContractorFrame } from './contractor-frame.tsx';
import { TicketWorkspace } from './ticket-workspace.tsx';

export function TicketScreen({ user, workOrderId }: { user: AuthUser; workOrderId: string }) {
  return (
    <ContractorFrame user={user} tickets>
      <TicketWorkspace key={workOrderId} workOrderId={workOrderId} />
    </ContractorFrame>
  );
}
