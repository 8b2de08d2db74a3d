/**
 * A service request filed offline, as a mutation kind of the offline engine: sent once, under the
 * Idempotency-Key fixed when it was saved, with the fee the homeowner agreed to. It reaches the outbox
 * only once the homeowner has confirmed the payment (queue-service-request.ts), so nothing is charged
 * behind their back. A changed fee, a declined card or an item not covered come back as a refusal and wait
 * for the homeowner.
 */
import type { ServiceRequestSummary } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { defineMutationKind } from '#web/offline/registry.ts';
import { type QueuedServiceRequestRow, queuedServiceRequests } from './stores.ts';

export interface FileServiceRequestArgs {
  /** The queued request's id, which is also its Idempotency-Key. */
  requestId: string;
  body: QueuedServiceRequestRow['body'];
}

export const fileServiceRequestKind = defineMutationKind<FileServiceRequestArgs>()({
  name: 'fileServiceRequest',
  stores: [queuedServiceRequests.name],
  // The call of api/create-service-request.ts (not imported: this module loads at start, before any screen).
  path: () => '/api/account/serviceRequest',
  body: (args) => args.body,
  fixBody: true,
  describe: () => m.claim_queue_describe(),
  async onSuccess(answer, args, db) {
    const { serviceRequestNumber } = answer as ServiceRequestSummary;
    await queuedServiceRequests.table(db).update(args.requestId, { status: 'sent', serviceRequestNumber, message: '' });
  },
  async onRefusal(args, message, db) {
    await queuedServiceRequests.table(db).update(args.requestId, { status: 'refused', message });
  },
  async onRequeue(args, db) {
    await queuedServiceRequests.table(db).update(args.requestId, { status: 'waiting', message: '' });
  },
  async onDiscard(args, db) {
    await queuedServiceRequests.table(db).delete(args.requestId);
  },
});

export const CLAIMS_KINDS = [fileServiceRequestKind];
