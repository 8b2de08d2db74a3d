/**
 * What the homeowner can do with an open request: ask for a status update (the server's words confirm it)
 * and, in a cancellable status, cancel it with a reason. Both need a connection: offline they are
 * disabled and say why.
 */
import { canCancelServiceRequest, type ServiceRequestSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
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
      showToast({ text: m.account_sr_visit_cancelled(), kind: 'success' });
    } catch (error) {
      showToast({
        text: explainedRefusal(error) ?? m.account_sr_visit_cancel_failure(),
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
          {booked ? m.account_sr_change_visit() : m.account_sr_book_visit()}
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
          {m.account_sr_cancel_visit()}
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
        {statusUpdate.isPending ? m.account_sr_requesting() : m.account_sr_request_update()}
      </button>
      {cancellable && (
        <button
          type="button"
          className="button button--danger"
          onClick={() => setAsking(true)}
          disabled={!online || cancel.isPending}
          title={offlineTitle}
        >
          {m.account_sr_cancel_request()}
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
