/**
 * Filing the request: POST /account/serviceRequest with the fee the homeowner agreed to, paid with a saved card or
 * the card saved in the gateway's hosted card form (its ids and the token that opened its profile). A lost answer
 * is sent again, with the same card, under the same Idempotency-Key, so the request is filed and charged once. On
 * success the service request history is refreshed. Offline, the request is saved on this device instead
 * (offline/queue-service-request.ts): only with a saved card, and the fee is confirmed again before it goes.
 * A photo chosen in the dialog is made small on the device (lib/images/shrink-photo.ts) and attached once the
 * request exists.
 */
import { isWithinBusinessHours, messages, type ServiceRequestSummary, type VisitWindow } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from '#web/lib/api/index.ts';
import { brand } from '#web/lib/brand.ts';
import { shrinkPhoto } from '#web/lib/images/shrink-photo.ts';
import { type CardPayment, cardPayment, savedCardRefusal, useRetryKeys } from '#web/lib/payments/index.ts';
import { addServiceRequestFile } from '../api/add-service-request-file.ts';
import { createServiceRequest, SERVICE_REQUEST_HISTORY_KEY } from '../api/create-service-request.ts';
import { type QueuedSummary, saveServiceRequest } from '../offline/queue-service-request.ts';
import type { QueuedServiceRequestRow } from '../offline/stores.ts';
import { type FeePayment, type RequestParts, serviceRequestBody } from '../request-body.ts';
import { type SubmitFailure, submitFailure } from '../submit-outcome.ts';
import { windowLabel } from './time-step.tsx';

export type SubmitOutcome =
  | { kind: 'done'; request: ServiceRequestSummary; lines: string[] }
  | { kind: 'failed'; failure: SubmitFailure }
  /** The server refused the card saved in the form (not found, its token no longer valid): entered again. */
  | { kind: 'cardRefused'; message: string }
  | { kind: 'saved'; row: QueuedServiceRequestRow };

/**
 * The lines shown after a request is sent, by the device's local time (the shared serviceRequestSuccessLines, in
 * the page's language).
 */
export function successLines(at: Date, phone: string = brand.phone, booked: VisitWindow | null = null): string[] {
  const emergency = m.claim_success_emergency({ phone });
  // A visit booked while filing is the answer to "when": no "next business day" to contradict it.
  if (booked)
    return [m.claim_success_booked({ window: windowLabel(booked) }), m.claim_success_booked_change(), emergency];
  return isWithinBusinessHours(at)
    ? [messages.serviceRequest.successInHours, emergency]
    : [messages.serviceRequest.successAfterHours, emergency, m.claim_success_next_business_day()];
}

export interface PayWith {
  /** A saved card's id, or the card saved in the hosted card form; ignored for a $0 fee. */
  creditCardId: string | null;
  newCard: CardPayment | null;
}

export function useSubmitServiceRequest() {
  const queryClient = useQueryClient();
  const retry = useRetryKeys();

  function payment(fee: number, pay: PayWith): FeePayment {
    if (fee <= 0) return {};
    if (pay.creditCardId) return { creditCardId: pay.creditCardId };
    if (!pay.newCard) throw new Error('No card to pay with.');
    return cardPayment(pay.newCard);
  }

  async function submit(parts: Omit<RequestParts, 'payment'>, pay: PayWith): Promise<SubmitOutcome> {
    let paid: FeePayment;
    try {
      paid = payment(parts.fee, pay);
    } catch (error) {
      return { kind: 'failed', failure: submitFailure(error) };
    }
    const body = serviceRequestBody({ ...parts, payment: paid });
    // The same request again after a lost answer: the same key, so the server files and charges once.
    const key = retry.keyFor(JSON.stringify(body));
    try {
      const request = await createServiceRequest(body, key);
      retry.answered();
      void queryClient.invalidateQueries({ queryKey: SERVICE_REQUEST_HISTORY_KEY });
      const booked = request.scheduledDate && parts.appointment ? parts.appointment : null;
      return { kind: 'done', request, lines: successLines(new Date(), brand.phone, booked) };
    } catch (error) {
      const refused = pay.newCard ? savedCardRefusal(error) : undefined;
      if (refused) return { kind: 'cardRefused', message: refused };
      const failure = submitFailure(error);
      if (failure.kind === 'lost') retry.lost();
      return { kind: 'failed', failure };
    }
  }

  /** Offline: saves the request on this device, to be sent (after the fee is confirmed) once online. */
  async function save(parts: Omit<RequestParts, 'payment'>, creditCardId: string | null, summary: QueuedSummary) {
    // A time is booked only online: a request saved for later lets the contractor call.
    const body = serviceRequestBody({
      ...parts,
      appointment: null,
      payment: parts.fee > 0 && creditCardId ? { creditCardId } : {},
    });
    const row = await saveServiceRequest(body, summary);
    return { kind: 'saved', row } satisfies SubmitOutcome;
  }

  /** The photo's key per request and file: a retry after a lost answer attaches it once. */
  const photoKeys = useRef(new Map<string, string>());

  /** Attaches the photo to the filed request; answers why not when it failed. */
  async function uploadPhoto(serviceRequestId: string, photo: File): Promise<string | null> {
    const id = `${serviceRequestId}|${photo.name}|${photo.size}|${photo.lastModified}`;
    const key = photoKeys.current.get(id) ?? crypto.randomUUID();
    photoKeys.current.set(id, key);
    try {
      const small = await shrinkPhoto(photo);
      await addServiceRequestFile(serviceRequestId, small, small.name, key);
      return null;
    } catch (error) {
      if (!isApiError(error)) return m.claim_photo_failure();
      if (error.isNetworkError) return m.claim_photo_failure_connection();
      return m.claim_photo_failure_because({ reason: error.message });
    }
  }

  return { submit, save, uploadPhoto };
}
