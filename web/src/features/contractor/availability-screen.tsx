/** The contractor's availability in their frame: its own code (its form), loaded on demand. */
import type { AuthUser } from '@hw/shared';
import { AvailabilityView } from './availability/availability-view.tsx';
import { ContractorFrame } from './contractor-frame.tsx';

export function AvailabilityScreen({ user }: { user: AuthUser }) {
  return (
    <ContractorFrame user={user}>
      <AvailabilityView />
    </ContractorFrame>
  );
}
