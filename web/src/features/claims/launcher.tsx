/**
 * On the account page (homeowners): the service requests waiting on this device, and the service request
 * dialog while the address asks for it (`?serviceRequest=new`). Closing it takes the question off the
 * address, so Back or a reload does not open it again.
 */
import type { AuthUser } from '@hw/shared';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { ServiceRequestDialog } from './dialog/service-request-dialog.tsx';
import { QueuedServiceRequests } from './offline/queued-service-requests.tsx';
import { wantsServiceRequest } from './open-dialog.ts';

export function ServiceRequestLauncher({ user }: { user: AuthUser }) {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const navigate = useNavigate();
  return (
    <>
      <QueuedServiceRequests />
      {wantsServiceRequest(searchStr) && (
        <ServiceRequestDialog
          user={user}
          onClose={() => void navigate({ to: '/account', replace: true })}
          onViewHistory={() => void navigate({ to: '/account', hash: 'serviceRequestHistory', replace: true })}
        />
      )}
    </>
  );
}

/** Above the service request history: what waits on this device. */
export function QueuedServiceRequestsScreen() {
  return <QueuedServiceRequests />;
}
