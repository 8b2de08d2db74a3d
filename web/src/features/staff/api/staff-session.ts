/**
 * Whether the session is still a staff member's. A staff screen stays on show for a moment after "View as"
 * starts; its queries must not be asked again with the viewed user's token (a 403 for nothing).
 */
import { useSession } from '#web/lib/session/index.ts';

export function useStaffSession(): boolean {
  const { user } = useSession();
  return user?.userType === 'employee';
}
