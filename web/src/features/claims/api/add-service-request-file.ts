/**
 * A photo (or PDF) attached to a filed request; it lands on the request's work order for the technician.
 * The bytes go up as a resumable upload (web/src/lib/uploads), then
 * POST /api/account/serviceRequest/{serviceRequestId}/fileFromUpload attaches it: 413 too large, 415 not a
 * photo or PDF, 422 serviceRequestClosed. The same content twice answers the first file, and the
 * Idempotency-Key makes a retry safe. A retry with the same key goes on with the upload where it stopped.
 */
import { AddedFile } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { checkedResponse } from '#web/lib/query/index.ts';
import { uploadResumably } from '#web/lib/uploads/resumable.ts';

/** The upload begun for each key: a retry of the same photo resumes it. */
const uploadUrls = new Map<string, string>();

export async function addServiceRequestFile(
  serviceRequestId: string,
  file: Blob,
  fileName: string,
  idempotencyKey: string,
): Promise<AddedFile> {
  const uploadId = await uploadResumably(file, {
    fileName,
    contentType: file.type || 'application/octet-stream',
    uploadUrl: uploadUrls.get(idempotencyKey) ?? null,
    onUploadUrl: (url) => uploadUrls.set(idempotencyKey, url),
  });
  const path = `/api/account/serviceRequest/${encodeURIComponent(serviceRequestId)}/fileFromUpload`;
  const answer = await apiPost(
    path,
    { uploadId, fileName },
    {
      auth: true,
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  uploadUrls.delete(idempotencyKey);
  return checkedResponse(AddedFile, answer, 'POST /api/account/serviceRequest/{serviceRequestId}/fileFromUpload');
}
