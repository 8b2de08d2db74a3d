/**
 * On the account page (homeowners): the service requests waiting on this device, and the service request
 * dialog while the address asks for it (`?serviceRequest=new`). Closing it takes the question off the
 * address, so Back or a reload does not open it again.
 */
import type { AuthUser } from '@hw/shared';
import { lazyRouteComponent, useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { QueuedServiceRequests } from './offline/queued-service-requests.tsx';
import { wantsServiceRequest } from './open-dialog.ts';

/**
 * The dialog's code is fetched once the account is on screen, not with it (a first visit on a slow connection shows
 * the account sooner); it is on the device before a tap can ask for it, or when the address already does.
 */
const ServiceRequestDialog = lazyRouteComponent(
  () => import('./dialog/service-request-dialog.tsx'),
  'ServiceRequestDialog',
);

export function ServiceRequestLauncher({ user }: { user: AuthUser }) {
  const searchStr = useLocation({ select: (location) => location.searchStr });
  const navigate = useNavigate();
  useEffect(() => {
    void ServiceRequestDialog.preload?.()?.catch(() => undefined);
  }, []);
  return (
    <>
      <QueuedServiceRequests />
      {wantsServiceRequest(searchStr) && (
        <Suspense fallback={null}>
          <ServiceRequestDialog
            user={user}
            onClose={() => void navigate({ to: '/account', replace: true })}
            onViewHistory={() => void navigate({ to: '/account', hash: 'serviceRequestHistory', replace: true })}
          />
        </Suspense>
      )}
    </>
  );
}

/** Above the service request history: what waits on this device. */
export function QueuedServiceRequestsScreen() {
  return <QueuedServiceRequests />;
}
