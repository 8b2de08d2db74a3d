/**
 * POST /account/serviceRequest: checks everything first (owner, authorisation, item, answers, contact, fee),
 * charges the service call fee outside any transaction, then writes the request, its timeline and its work
 * order in one transaction (a failed write voids the charge).
 */
import {
  type Answer,
  type CreateServiceRequestBody,
  flowOutcome,
  formatPhone,
  pathOf,
  problemLine,
  type QuestionFlow,
  type ServiceContactPreferences,
  type ServiceRequestSummary,
  sameWindow,
  serviceRequestMessages,
  timeZoneOfState,
  translateFlow,
  validateAnswers,
  validateContactPreferences,
  type WarrantyItem,
} from '@hw/shared';
import { BASE_LOCALE, type Locale } from '@hw/shared/i18n';
import { and, eq } from 'drizzle-orm';
import type { ContractRow } from '../contracts/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { languageOfAddress } from '../mail/index.ts';
import { saveCard } from '../orders/index.ts';
import type { CardCharge } from '../payments/index.ts';
import { forbidden, httpError, invalidFields } from '../plugins/index.ts';
import type { PushNotifier } from '../push/index.ts';
import type { SmsTexts } from '../sms/index.ts';
import { recordEvent } from '../timeline/index.ts';
import { serviceRequestSummaries } from './summaries.ts';
import { filingWindows, insertVisit, scheduleTicket, slotTaken, textVisitChange } from './visits.ts';
import { type Assignee, chooseContractor, createWorkOrder, unusedNumber } from './work-order.ts';
import { mailStatusLink, type WorkOrderMail } from './work-order-mail.ts';

/**
 * The flowchart of an item as stored, in `language` where the flow has its words (English where it has not);
 * undefined when the item has none. A filed request's answers are checked and written out (for the contractor
 * and staff) against the English flow: a translation changes words only.
 */
export async function storedFlow(
  db: Queryable,
  t: Tables,
  warrantyItemId: string,
  language: Locale = BASE_LOCALE,
): Promise<QuestionFlow | undefined> {
  const [row] = await db
    .select()
    .from(t.questionFlows)
    .where(eq(t.questionFlows.warrantyItemId, warrantyItemId))
    .limit(1);
  if (!row) return undefined;
  const flow: QuestionFlow = {
    warrantyItemId: row.warrantyItemId,
    startQuestionId: row.startQuestionId,
    questions: row.questions as QuestionFlow['questions'],
  };
  return language === BASE_LOCALE ? flow : translateFlow(flow, row.translations?.[language]);
}

/** Refuses the answers of a flow: every problem names its question; a notCovered end is 422 with its reason. */
export function checkAnswers(flow: QuestionFlow, answers: readonly Answer[], today: Date): void {
  const problems = validateAnswers(flow, answers, today);
  if (problems.length > 0) {
    throw invalidFields(
      problems.map((problem) => ({ field: `questionsAndAnswers.${problem.questionId}`, message: problem.message })),
    );
  }
  const outcome = flowOutcome(flow, answers);
  if (outcome.outcome === 'notCovered') {
    throw httpError(422, 'notCovered', outcome.explanation ?? serviceRequestMessages.itemNotCovered);
  }
}

/** The contact preferences as stored (phone ###-###-####, text trimmed), or 400 naming each bad field. */
export function checkContact(contact: ServiceContactPreferences): ServiceContactPreferences {
  const problems = validateContactPreferences(contact);
  const fields = Object.entries(problems);
  if (fields.length > 0) {
    throw invalidFields(fields.map(([field, message]) => ({ field: `contactPreferences.${field}`, message })));
  }
  return {
    ...contact,
    contactName: contact.contactName.trim(),
    phone: formatPhone(contact.phone),
    email: contact.email.trim(),
  };
}

/** The answers along the path, as the technician reads them: one question and its answer per line (problemLine). */
export function describeAnswers(flow: QuestionFlow, answers: readonly Answer[]): string {
  const lines: string[] = [];
  for (const question of pathOf(flow, answers)) {
    const answer = answers.find((a) => a.questionId === question.questionId);
    if (!answer) continue;
    let value: string;
    const raw = answer.value;
    if (typeof raw === 'boolean') value = raw ? 'Yes' : 'No';
    else if (Array.isArray(raw)) {
      const options = 'options' in question ? question.options : [];
      value = raw.map((v) => options.find((o) => o.value === v)?.label ?? v).join(', ');
    } else if (question.type === 'select') value = question.options.find((o) => o.value === raw)?.label ?? String(raw);
    else if (question.type === 'fiveStar') value = `${raw} of 5`;
    else value = String(raw);
    if (value.trim() === '' || question.type === 'initial') continue;
    lines.push(problemLine(question.text, value));
  }
  return lines.join('\n');
}

export interface FilingContext {
  t: Tables;
  caller: { userId: string };
  contract: ContractRow;
  item: WarrantyItem;
  flow: QuestionFlow;
  body: CreateServiceRequestBody;
  contact: ServiceContactPreferences;
  feeCents: number;
  charge: CardCharge | undefined;
  /** Mails the homeowner the status link of the work order, when one is dispatched. */
  mail: WorkOrderMail;
  push: PushNotifier;
  /** Texts the homeowner of the visit booked, when they opted in. */
  sms?: SmsTexts;
}

/** The writes of a filed request, in the caller's transaction. */
export async function writeServiceRequest(tx: Tx, c: FilingContext, now = new Date()): Promise<ServiceRequestSummary> {
  const { t, contract, item, flow, body, contact, charge } = c;
  // Locks the contract's row (a cancellation locks it too): a claim never lands on a contract cancelled meanwhile.
  const stillActive = await tx
    .update(t.contracts)
    .set({ status: 'active' })
    .where(and(eq(t.contracts.contractId, contract.contractId), eq(t.contracts.status, 'active')))
    .returning({ contractId: t.contracts.contractId });
  if (stillActive.length === 0) throw forbidden(serviceRequestMessages.notAuthorized());
  const serviceRequestNumber = await unusedNumber('SR', async (candidate) => {
    const [row] = await tx
      .select({ id: t.serviceRequests.serviceRequestId })
      .from(t.serviceRequests)
      .where(eq(t.serviceRequests.serviceRequestNumber, candidate))
      .limit(1);
    return row !== undefined;
  });
  const description = describeAnswers(flow, body.questionsAndAnswers);
  const appointment = body.appointment;
  let assignee: Assignee | undefined;
  if (appointment) {
    // The window names its contractor: the one the dispatch rule chooses, or another local one it was offered from.
    const offered = await filingWindows(tx, t, item.tradeId, contract.address, now);
    if (offered.reason === 'noLocalContractor') {
      throw httpError(422, 'validation', serviceRequestMessages.noContractor, 'appointment');
    }
    assignee = offered.windows.find((window) => sameWindow(window, appointment))?.contractor;
    if (!assignee) throw slotTaken(offered.windows, serviceRequestMessages.slotNotOffered);
  } else {
    assignee =
      item.tradeId === null ? undefined : await chooseContractor(tx, t, item.tradeId, contract.address.zipCode);
  }
  const workOrderId =
    assignee && item.tradeId !== null
      ? await createWorkOrder(tx, t, {
          assignee,
          tradeId: item.tradeId,
          customerName: contact.contactName,
          customerPhone: contact.phone,
          address: contract.address,
          problemDescription: `${item.description}\n${description}`,
          feePaidOnlineCents: charge ? c.feeCents : 0,
          now,
        })
      : null;
  if (appointment && assignee && workOrderId) {
    const timeZone = timeZoneOfState(contract.address.stateCode);
    const visit = { workOrderId, contractorUserId: assignee.userId, window: appointment, timeZone, now };
    if (!(await insertVisit(tx, t, visit))) {
      throw slotTaken((await filingWindows(tx, t, item.tradeId, contract.address, now)).windows);
    }
  }
  // A card typed now is kept only for the owner paying for themselves.
  const keepCard = charge?.enteredNow === true && c.caller.userId === contract.ownerUserId;
  const creditCardId = charge?.transactionId
    ? (charge.creditCardId ?? (keepCard && charge ? await saveCard(tx, t, contract.ownerUserId, charge) : null))
    : null;
  const [request] = await tx
    .insert(t.serviceRequests)
    .values({
      contractId: contract.contractId,
      requestedByUserId: c.caller.userId,
      serviceRequestNumber,
      itemDescription: item.description,
      description,
      status: workOrderId ? 'sentToContractor' : 'open',
      workOrderId,
      warrantyItemId: item.warrantyItemId,
      answers: body.questionsAndAnswers,
      contactPreferences: contact,
      serviceCallFeeCents: c.feeCents,
      feeTransactionId: charge?.transactionId ?? null,
      feeCreditCardId: creditCardId,
      createdAt: now,
    })
    .returning({ serviceRequestId: t.serviceRequests.serviceRequestId });
  if (!request) throw new Error('The service request could not be written.');
  await recordEvent(tx, t, request.serviceRequestId, 'submitted', now);
  if (assignee && workOrderId) {
    await recordEvent(tx, t, request.serviceRequestId, 'sentToContractor', now, assignee.companyName);
    if (appointment) {
      await textVisitChange(c.sms, tx, workOrderId, await scheduleTicket(tx, t, workOrderId, appointment, now));
    }
    await mailStatusLink(
      c.mail,
      {
        to: contact.email,
        contactName: contact.contactName,
        serviceRequestNumber,
        itemDescription: item.description,
        companyName: assignee.companyName,
        workOrderId,
        booked: appointment ?? null,
      },
      await languageOfAddress(tx, t, contact.email),
    );
    c.push.toTechnicianOf(workOrderId, 'newDispatch');
  }
  const [summary] = await serviceRequestSummaries(tx, t, { serviceRequestIds: [request.serviceRequestId] });
  if (!summary) throw new Error('The service request could not be read back.');
  return summary;
}
