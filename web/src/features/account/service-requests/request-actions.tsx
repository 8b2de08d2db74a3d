/**
 * What the homeowner can do with an open request: ask for a status update (the server's words confirm it)
 * and, in a cancellable status, cancel it with a reason. Both need a connection: offline they are
 * disabled and say why.
 */
import { canCancelServiceRequest, type ServiceRequestSummary } from '@hw/shared';
import { useState } from 'react';
import { showToast } from '#web/ui/index.ts';
import { useCancelServiceRequest } from '../api/cancel-service-request.ts';
import { useSendStatusUpdate } from '../api/send-status-update.ts';
import { useCancelVisit } from '../api/service-request-visit.ts';
import { explainedRefusal } from '../payment-rules.ts';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { VisitDialog } from './visit-dialog.tsx';
import { serviceRequestWords } from './words.ts';

export function RequestActions({ request, online }: { request: ServiceRequestSummary; online: boolean }) {
  const statusUpdate = useSendStatusUpdate();
  const cancel = useCancelServiceRequest();
  const [asking, setAsking] = useState(false);
  const [choosingTime, setChoosingTime] = useState(false);
  const cancelVisit = useCancelVisit(request.serviceRequestId);
  const booked = request.scheduledDate !== null;
  const offlineTitle = online ? undefined : serviceRequestWords.offline;
  const cancellable = canCancelServiceRequest(request);

  async function askForUpdate() {
    try {
      const message = await statusUpdate.mutateAsync({ serviceRequestId: request.serviceRequestId });
      showToast({
        title: serviceRequestWords.statusUpdateTitle,
        text: message || serviceRequestWords.statusUpdateSent,
        kind: 'success',
      });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? serviceRequestWords.statusUpdateFailure(), kind: 'error' });
    }
  }

  async function cancelWith(reason: string | null) {
    if (reason === null) {
      setAsking(false);
      return;
    }
    try {
      await cancel.mutateAsync({ serviceRequestId: request.serviceRequestId, reason });
      setAsking(false);
      showToast({ text: serviceRequestWords.cancelled(request.serviceRequestNumber), kind: 'success' });
    } catch (error) {
      showToast({ text: explainedRefusal(error) ?? serviceRequestWords.cancelFailure(), kind: 'error' });
    }
  }

  async function dropVisit() {
    try {
      await cancelVisit.mutateAsync();
      showToast({ text: 'Your visit is cancelled. The contractor will call you to arrange a time.', kind: 'success' });
    } catch (error) {
      showToast({
        text: explainedRefusal(error) ?? 'The visit could not be cancelled. Please try again.',
        kind: 'error',
      });
    }
  }

  return (
    <div className="account-actions sr-actions">
      {cancellable && request.workOrderId && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setChoosingTime(true)}
          disabled={!online}
          title={offlineTitle}
        >
          {booked ? 'Change visit time' : 'Book a visit time'}
        </button>
      )}
      {cancellable && booked && (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void dropVisit()}
          disabled={!online || cancelVisit.isPending}
          title={offlineTitle}
        >
          Cancel visit
        </button>
      )}
      {choosingTime && (
        <VisitDialog serviceRequestId={request.serviceRequestId} onClose={() => setChoosingTime(false)} />
      )}
      <button
        type="button"
        className="button button--ghost"
        onClick={() => void askForUpdate()}
        disabled={!online || statusUpdate.isPending}
        title={offlineTitle}
      >
        {statusUpdate.isPending ? 'Requesting…' : 'Request a status update'}
      </button>
      {cancellable && (
        <button
          type="button"
          className="button button--danger"
          onClick={() => setAsking(true)}
          disabled={!online || cancel.isPending}
          title={offlineTitle}
        >
          Cancel request
        </button>
      )}
      {!online && (
        <p className="account-muted sr-offline" role="status">
          {serviceRequestWords.offline}
        </p>
      )}
      {asking && (
        <CancelRequestDialog
          serviceRequestId={request.serviceRequestId}
          question={serviceRequestWords.cancelQuestion(request.serviceRequestNumber, request.itemDescription)}
          busy={cancel.isPending}
          online={online}
          onAnswer={(reason) => void cancelWith(reason)}
        />
      )}
    </div>
  );
}
