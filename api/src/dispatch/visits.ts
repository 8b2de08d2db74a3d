/**
 * A technician's visit: On my way (with an arrival estimate), Arrived and Work complete. Each is recorded on the
 * ticket and in dispatch_visit_events, and reaches the homeowner's timeline, a push notice and an e-mail (and On
 * my way a text, to a homeowner who opted in), all in the caller's transaction (the idempotency runner's): a
 * refusal writes and sends nothing.
 */
import {
  firstNameOf,
  HOMEOWNER_NOTICE_OF_VISIT,
  type ServiceRequestEvent,
  type VisitEvent,
  type VisitEventAnswer,
  type VisitEventBody,
  visitEventRefusal,
  visitMessages,
  visitTimelineDetail,
} from '@hw/shared';
import { type Locale, m } from '@hw/shared/i18n';
import { eq } from 'drizzle-orm';
import type { Tables, Tx } from '../db/index.ts';
import { greeting, languageOfAddress, type Mailer, mailWanted } from '../mail/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { badRequest, httpError } from '../plugins/index.ts';
import type { PushNotifier } from '../push/index.ts';
import type { SmsTexts } from '../sms/index.ts';
import { recordEvent } from '../timeline/index.ts';
import { ticketForChange } from './tickets.ts';

/** The homeowner's timeline step of each visit event. */
const TIMELINE_EVENT: Record<VisitEvent, ServiceRequestEvent> = {
  onMyWay: 'onMyWay',
  arrived: 'arrived',
  complete: 'workComplete',
};

/** The homeowner's mail of a visit event, in their language: its subject and what happened. */
function visitMail(
  event: VisitEvent,
  name: string,
  etaMinutes: number | null,
  workOrderId: string,
  locale: Locale,
): { subject: string; detail: string } {
  const language = { locale };
  switch (event) {
    case 'onMyWay':
      return {
        subject: m.mail_visit_on_my_way_subject({ workOrderId }, language),
        detail: etaMinutes
          ? m.mail_visit_on_my_way_eta({ name, minutes: etaMinutes }, language)
          : m.mail_visit_on_my_way({ name }, language),
      };
    case 'arrived':
      return {
        subject: m.mail_visit_arrived_subject({ workOrderId }, language),
        detail: m.mail_visit_arrived({ name }, language),
      };
    case 'complete':
      return {
        subject: m.mail_visit_complete_subject({ workOrderId }, language),
        detail: m.mail_visit_complete({ name }, language),
      };
  }
}

export interface VisitDeps {
  push: PushNotifier;
  mailer: Mailer;
  brand: { name: string; phone: string };
  /** Texts the homeowner (when they opted in) that the technician is on the way. */
  sms?: SmsTexts;
}

export async function recordVisitEvent(
  tx: Tx,
  t: Tables,
  user: CurrentUser,
  dispatchId: string,
  body: VisitEventBody,
  deps: VisitDeps,
): Promise<VisitEventAnswer> {
  if (body.event === 'onMyWay' && body.etaMinutes === undefined)
    throw badRequest(visitMessages.etaRequired, 'etaMinutes');
  if (body.event !== 'onMyWay' && body.etaMinutes !== undefined) {
    throw badRequest(visitMessages.etaOnlyOnTheWay, 'etaMinutes');
  }
  const row = await ticketForChange(tx, t, user, dispatchId);
  const refusal = visitEventRefusal(row.visitEvent ?? null, body.event);
  if (refusal) throw httpError(409, 'visitOutOfOrder', refusal.message, 'event');

  const at = new Date();
  const etaMinutes = body.etaMinutes ?? null;
  const [recorded] = await tx
    .insert(t.dispatchVisitEvents)
    .values({
      dispatchId: row.dispatchId,
      event: body.event,
      etaMinutes,
      technicianUserId: user.userId,
      at,
    })
    .returning({ id: t.dispatchVisitEvents.id });
  await tx
    .update(t.dispatchTickets)
    .set({ visitEvent: body.event, visitEtaMinutes: etaMinutes, visitAt: at, updatedAt: at })
    .where(eq(t.dispatchTickets.dispatchId, row.dispatchId));

  const [technician] = await tx
    .select({ firstName: t.users.firstName })
    .from(t.users)
    .where(eq(t.users.id, user.userId))
    .limit(1);
  const detail = visitTimelineDetail(body.event, firstNameOf(technician?.firstName), etaMinutes);
  const [request] = await tx
    .select({
      serviceRequestId: t.serviceRequests.serviceRequestId,
      serviceRequestNumber: t.serviceRequests.serviceRequestNumber,
      contact: t.serviceRequests.contactPreferences,
      ownerEmail: t.users.email,
      ownerUserId: t.users.id,
    })
    .from(t.serviceRequests)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.serviceRequests.contractId))
    .innerJoin(t.users, eq(t.users.id, t.contracts.ownerUserId))
    .where(eq(t.serviceRequests.workOrderId, row.workOrderId))
    .limit(1);
  if (request) {
    await recordEvent(tx, t, request.serviceRequestId, TIMELINE_EVENT[body.event], at, detail);
    deps.push.toHomeownerOf(row.workOrderId, HOMEOWNER_NOTICE_OF_VISIT[body.event]);
    if (body.event === 'onMyWay' && recorded) {
      // Each On my way is its own cause: a new estimate sent again is texted again.
      await deps.sms?.toHomeownerOf(tx, row.workOrderId, {
        kind: 'technicianOnTheWay',
        cause: `onMyWay:${recorded.id}`,
        etaMinutes,
      });
    }
    const to = request.contact?.email?.trim() || request.ownerEmail;
    // The owner's choice holds for mail to their own address; a contact they named for the claim is still told.
    const wanted =
      to.toLowerCase() !== request.ownerEmail.toLowerCase() ||
      (await mailWanted(tx, t, request.ownerUserId, 'technicianVisit'));
    const locale = await languageOfAddress(tx, t, to);
    const language = { locale };
    const mail = visitMail(body.event, firstNameOf(technician?.firstName), etaMinutes, row.workOrderId, locale);
    if (wanted)
      await deps.mailer.send({
        to,
        subject: mail.subject,
        body: {
          locale,
          greeting: greeting(request.contact?.contactName, locale),
          paragraphs: [
            mail.detail,
            m.mail_visit_follow(
              { serviceRequestNumber: request.serviceRequestNumber, workOrderId: row.workOrderId },
              language,
            ),
          ],
          notes: [m.mail_questions_call({ brand: deps.brand.name, phone: deps.brand.phone }, language)],
        },
      });
  }
  return { dispatchId: row.dispatchId, visit: { event: body.event, at: at.toISOString(), etaMinutes } };
}
