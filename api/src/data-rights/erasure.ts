/**
 * Erasing a person's account (POST /account/deletionRequest, or staff completing a deletion request):
 * personal data is erased or replaced by placeholders, financial records are kept with their ids and amounts
 * (the rules and the list of what is kept: @hw/shared data-rights.ts).
 */
import {
  CLOSED_SERVICE_CALL_STATUSES,
  type DeletionFacts,
  deletionBlockers,
  ERASED_NAME,
  erasedEmail,
  KEPT_AFTER_DELETION,
} from '@hw/shared';
import { type Locale, m } from '@hw/shared/i18n';
import { and, count, eq, inArray, isNull, lte, notInArray, or, sql, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { removeCard } from '../account/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { revokeOtherFamilies, type UserRow } from '../auth/index.ts';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import { greeting } from '../mail/index.ts';
import { HttpError } from '../plugins/index.ts';

/** The contracts a person owns. */
async function ownedContractIds(db: Queryable, t: Tables, userId: string): Promise<string[]> {
  const rows = await db
    .select({ contractId: t.contracts.contractId })
    .from(t.contracts)
    .where(eq(t.contracts.ownerUserId, userId));
  return rows.map((row) => row.contractId);
}

export async function deletionFacts(db: Queryable, t: Tables, user: UserRow, now: Date): Promise<DeletionFacts> {
  const contractIds = await ownedContractIds(db, t, user.id);
  const openRequests = await db
    .select({ number: t.serviceRequests.serviceRequestNumber })
    .from(t.serviceRequests)
    .where(
      and(
        isNull(t.serviceRequests.closedAt),
        or(
          eq(t.serviceRequests.requestedByUserId, user.id),
          contractIds.length > 0 ? inArray(t.serviceRequests.contractId, contractIds) : undefined,
        ),
      ),
    );
  const [owed] =
    contractIds.length > 0
      ? await db
          .select({ invoices: count(), cents: sum(t.invoices.amountCents) })
          .from(t.invoices)
          .where(
            and(
              inArray(t.invoices.contractId, contractIds),
              eq(t.invoices.status, 'unpaid'),
              lte(t.invoices.dueDate, now),
            ),
          )
      : [];
  const [tickets] = await db
    .select({ open: count() })
    .from(t.dispatchTickets)
    .where(
      and(
        eq(t.dispatchTickets.contractorUserId, user.id),
        notInArray(t.dispatchTickets.status, [...CLOSED_SERVICE_CALL_STATUSES]),
      ),
    );
  return {
    userType: user.userType,
    openServiceRequestNumbers: openRequests.map((row) => row.number).sort(),
    overdueInvoiceCount: Number(owed?.invoices ?? 0),
    overdueCents: Number(owed?.cents ?? 0),
    openTicketCount: Number(tickets?.open ?? 0),
  };
}

/** 422 `accountDeletionRefused`, one item per reason, when the account cannot be erased now. */
export async function refuseBlockedDeletion(db: Queryable, t: Tables, user: UserRow, now = new Date()) {
  const blockers = deletionBlockers(await deletionFacts(db, t, user, now));
  if (blockers.length === 0) return;
  throw new HttpError(
    422,
    blockers.map((b) => ({ message: b.message, code: 'accountDeletionRefused' as const })),
  );
}

/** Removes the person's saved cards from the gateway's vault; called before the erasing transaction. */
export async function removeCardsAtGateway(app: FastifyInstance, userId: string) {
  const { db, t } = app.database;
  const cards = await db.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId));
  for (const card of cards) {
    await app.paymentGateway.deletePaymentProfile(card.customerProfileId, card.paymentProfileId);
  }
}

/**
 * Erases the person in the caller's transaction and answers the storage names of the photos to remove once
 * it commits. Cards are removed (their gateway profiles first, by removeCardsAtGateway), sessions and unused
 * sign-in links end, notices and marketing records go; contracts, invoices, payments and service requests
 * keep their ids and amounts, with the person's name and contact details replaced.
 */
/**
 * A ticket the erasure changed takes the next version, as every other change does: copies kept by version
 * (the contractor's device, the search pages' cache) are replaced, so the name or photos do not live on there.
 */
const nextVersion = (t: Tables, at: Date) => ({ version: sql`${t.dispatchTickets.version} + 1`, updatedAt: at });

export async function eraseAccount(
  tx: Tx,
  t: Tables,
  user: UserRow,
  audit: { actorUserId: string | null; requestedBy: 'self' | 'staff'; dataRequestId?: string },
): Promise<string[]> {
  const now = new Date();
  const email = user.email;
  for (const card of await tx.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, user.id))) {
    await removeCard(tx, t, card);
  }
  await revokeOtherFamilies(tx, t, user.id, undefined);
  await tx
    .update(t.signInCodes)
    .set({ usedAt: now })
    .where(and(eq(t.signInCodes.userId, user.id), isNull(t.signInCodes.usedAt)));
  // No more push notices to the person's devices.
  await tx.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, user.id));
  // Nor texts: those waiting, and the record of those sent (the number and the words), go.
  await tx.delete(t.smsMessages).where(eq(t.smsMessages.userId, user.id));
  await tx.delete(t.notices).where(eq(t.notices.userId, user.id));
  await tx.delete(t.cardExpiryNotices).where(eq(t.cardExpiryNotices.userId, user.id));
  await tx.delete(t.leads).where(eq(t.leads.email, email));
  await tx.delete(t.newsletterSubscriptions).where(eq(t.newsletterSubscriptions.email, email));
  await tx.delete(t.contactMessages).where(eq(t.contactMessages.email, email));

  // Contracts keep their covered and billing addresses (the contract and tax record); the person's own
  // contact entries and preferences go.
  const contracts = await tx
    .select({ contractId: t.contracts.contractId, contacts: t.contracts.contacts })
    .from(t.contracts)
    .where(eq(t.contracts.ownerUserId, user.id));
  for (const contract of contracts) {
    const contacts = contract.contacts.map((contact) =>
      contact.email.trim().toLowerCase() === email
        ? { ...contact, firstName: ERASED_NAME, lastName: '', email: '', phone: '' }
        : contact,
    );
    await tx
      .update(t.contracts)
      .set({ contacts, contactPreferences: {}, ownerConfirmTokenHash: null })
      .where(eq(t.contracts.contractId, contract.contractId));
  }
  const contractIds = contracts.map((c) => c.contractId);
  if (contractIds.length > 0) {
    const requests = await tx
      .update(t.serviceRequests)
      .set({ contactPreferences: null })
      .where(inArray(t.serviceRequests.contractId, contractIds))
      .returning({ workOrderId: t.serviceRequests.workOrderId });
    const workOrderIds = requests.flatMap((r) => (r.workOrderId ? [r.workOrderId] : []));
    if (workOrderIds.length > 0) {
      await tx
        .update(t.dispatchTickets)
        .set({ customerName: ERASED_NAME, customerPhone: '', ...nextVersion(t, now) })
        .where(inArray(t.dispatchTickets.workOrderId, workOrderIds));
    }
  }
  const photos = await tx
    .delete(t.dispatchFiles)
    .where(eq(t.dispatchFiles.uploadedByUserId, user.id))
    .returning({ storageName: t.dispatchFiles.storageName, dispatchId: t.dispatchFiles.dispatchId });
  const ticketsWithoutPhotos = [...new Set(photos.map((photo) => photo.dispatchId))];
  if (ticketsWithoutPhotos.length > 0) {
    await tx
      .update(t.dispatchTickets)
      .set(nextVersion(t, now))
      .where(inArray(t.dispatchTickets.dispatchId, ticketsWithoutPhotos));
  }

  await tx
    .update(t.users)
    .set({
      email: erasedEmail(user.id),
      firstName: ERASED_NAME,
      lastName: '',
      phones: [],
      isOptedInToSms: false,
      messagePreferences: {},
      passwordHash: null,
      roles: [],
      erasedAt: now,
    })
    .where(eq(t.users.id, user.id));
  await recordStaffAction(tx, t, {
    actorUserId: audit.actorUserId,
    action: 'accountErasure',
    target: user.id,
    detail: {
      requestedBy: audit.requestedBy,
      ...(audit.dataRequestId ? { dataRequestId: audit.dataRequestId } : {}),
    },
    at: now,
  });
  return photos.map((p) => p.storageName);
}

/** What stays after an erasure, item by item, in the reader's language (as the account page says it). */
function keptSaid(locale: Locale): string[] {
  const language = { locale };
  const said = [
    { what: m.account_delete_kept_records_what, why: m.account_delete_kept_records_why },
    { what: m.account_delete_kept_requests_what, why: m.account_delete_kept_requests_why },
    { what: m.account_delete_kept_transactions_what, why: m.account_delete_kept_transactions_why },
  ];
  return KEPT_AFTER_DELETION.map((item, index) => {
    const text = said[index];
    // The rules' own words when the catalogue no longer matches them.
    const same = text && text.what({}, { locale: 'en' }) === item.what && text.why({}, { locale: 'en' }) === item.why;
    return same ? `• ${text.what({}, language)}: ${text.why({}, language)}` : `• ${item.what}: ${item.why}`;
  });
}

/** The confirmation mailed to the address before it is erased (in the erasing transaction: the outbox row commits with it). */
export async function sendErasureMail(app: FastifyInstance, user: UserRow) {
  const brand = app.config.brand.name;
  const locale = user.preferredLanguage;
  const language = { locale };
  await app.mailer.send({
    to: user.email,
    subject: m.mail_erasure_subject({ brand }, language),
    body: {
      locale,
      greeting: greeting(user.firstName, locale),
      paragraphs: [
        m.mail_erasure_text({ brand }, language),
        m.mail_erasure_kept({}, language),
        ...keptSaid(locale),
        m.mail_erasure_no_name({}, language),
      ],
    },
  });
}

/** After the erasing transaction committed: the photos' bytes go too. */
export async function removeErasedFiles(app: FastifyInstance, storageNames: string[]) {
  for (const name of storageNames) {
    try {
      await app.fileStorage.remove(name);
    } catch (error) {
      app.log.warn({ err: error }, 'An erased account’s file could not be removed from storage');
    }
  }
}
