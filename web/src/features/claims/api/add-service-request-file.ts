/**
 * POST /api/account/serviceRequest/{serviceRequestId}/file: a photo (or PDF) attached to a filed request,
 * as multipart/form-data with the field `file`; it lands on the request's work order for the technician.
 * 413 too large, 415 not a photo or PDF, 422 serviceRequestClosed. The same content twice answers the first
 * file, and an Idempotency-Key makes a retry safe.
 */
import { AddedFile } from '@hw/shared';
import { apiPost, UPLOAD_TIMEOUT_MS } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';

export async function addServiceRequestFile(
  serviceRequestId: string,
  file: Blob,
  fileName: string,
  idempotencyKey: string,
): Promise<AddedFile> {
  const form = new FormData();
  form.append('file', file, fileName);
  const answer = await apiPost(`/api/account/serviceRequest/${encodeURIComponent(serviceRequestId)}/file`, form, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  return checkedResponse(AddedFile, answer, 'POST /api/account/serviceRequest/{serviceRequestId}/file');
}
