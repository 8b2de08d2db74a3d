/**
 * POST /api/account/serviceRequest: files the request and charges the service call fee. 400 validation,
 * 402 paymentDeclined (nothing charged), 409 priceChanged (the fee changed), 422 notCovered, 502
 * paymentGatewayError. An Idempotency-Key makes a resend after a lost answer safe: one request, one charge.
 */
import { type CreateServiceRequestBody, ServiceRequestSummary } from '@hw/shared';
import { apiPost } from '#web/lib/api/index.ts';
import { ACCOUNT_QUERY_PREFIX, checkedResponse } from '#web/lib/query/index.ts';

export const CREATE_SERVICE_REQUEST_PATH = '/api/account/serviceRequest';

export async function createServiceRequest(
  body: CreateServiceRequestBody,
  idempotencyKey: string,
): Promise<ServiceRequestSummary> {
  const answer = await apiPost(CREATE_SERVICE_REQUEST_PATH, body, {
    auth: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return checkedResponse(ServiceRequestSummary, answer, 'POST /api/account/serviceRequest');
}

/**
 * The start of the service request history's query keys (the account feature's get-service-requests.ts,
 * one key per set of contracts): invalidated once a request is filed, so the history shows it.
 */
export const SERVICE_REQUEST_HISTORY_KEY = [...ACCOUNT_QUERY_PREFIX, 'serviceRequests'] as const;
