/**
 * GET /account/dataExport: a person's data as one .tar.gz (and GET /account/dataExport/summary, the same data to read), built in a temporary folder: JSON files of what
 * the account holds (by its role), and the photos and files the person uploaded. Card numbers are never
 * stored; of saved cards and payments only the brand and last four go in, never a gateway token.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type DataSummary, toDollars } from '@hw/shared';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { messageChoicesOf } from '../account/index.ts';
import type { UserRow } from '../auth/index.ts';
import type { Queryable, Tables } from '../db/index.ts';

/** The archive's top folder. */
export const EXPORT_FOLDER = 'my-data';

type Json = Record<string, unknown>;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

function profileOf(user: UserRow): Json {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    phones: user.phones,
    isOptedInToSms: user.isOptedInToSms,
    messagePreferences: user.messagePreferences,
    createdAt: iso(user.createdAt),
    passwordChangedAt: iso(user.passwordChangedAt),
  };
}

/** The rows of a homeowner's or agent's data: the archive and its readable summary are both made of these. */
async function homeownerAndAgentRecords(db: Queryable, t: Tables, userId: string) {
  const contracts = await db
    .select()
    .from(t.contracts)
    .where(or(eq(t.contracts.ownerUserId, userId), eq(t.contracts.orderedByUserId, userId)))
    .orderBy(asc(t.contracts.createdAt), asc(t.contracts.contractId));
  const contractIds = contracts.map((c) => c.contractId);
  const some = contractIds.length > 0;
  const invoices = some
    ? await db
        .select()
        .from(t.invoices)
        .where(inArray(t.invoices.contractId, contractIds))
        .orderBy(asc(t.invoices.dueDate), asc(t.invoices.invoiceId))
    : [];
  const cards = await db.select().from(t.paymentMethods).where(eq(t.paymentMethods.userId, userId));
  const payments = some
    ? await db
        .select({
          payment: t.policyPayments,
          cardType: t.paymentMethods.cardType,
          lastFour: t.paymentMethods.lastFour,
        })
        .from(t.policyPayments)
        // Only the person's own cards: an agent never sees the card an owner paid with.
        .leftJoin(
          t.paymentMethods,
          and(eq(t.paymentMethods.creditCardId, t.policyPayments.creditCardId), eq(t.paymentMethods.userId, userId)),
        )
        .where(inArray(t.policyPayments.contractId, contractIds))
        .orderBy(asc(t.policyPayments.createdAt), asc(t.policyPayments.policyPaymentId))
    : [];
  const requests = await db
    .select()
    .from(t.serviceRequests)
    .where(
      or(
        eq(t.serviceRequests.requestedByUserId, userId),
        some ? inArray(t.serviceRequests.contractId, contractIds) : undefined,
      ),
    )
    .orderBy(asc(t.serviceRequests.createdAt), asc(t.serviceRequests.serviceRequestId));
  const requestIds = requests.map((r) => r.serviceRequestId);
  const events = requestIds.length
    ? await db
        .select()
        .from(t.serviceRequestEvents)
        .where(inArray(t.serviceRequestEvents.serviceRequestId, requestIds))
        .orderBy(asc(t.serviceRequestEvents.at))
    : [];
  const notes = requestIds.length
    ? await db
        .select()
        .from(t.serviceRequestNotes)
        .where(inArray(t.serviceRequestNotes.serviceRequestId, requestIds))
        .orderBy(asc(t.serviceRequestNotes.createdAt), asc(t.serviceRequestNotes.noteId))
    : [];
  const notices = await db.select().from(t.notices).where(eq(t.notices.userId, userId));
  const partners = await db.select().from(t.partners).where(eq(t.partners.createdByUserId, userId));
  return { contracts, invoices, cards, payments, requests, events, notes, notices, partners };
}

type HomeownerRecords = Awaited<ReturnType<typeof homeownerAndAgentRecords>>;

function homeownerAndAgentData(records: HomeownerRecords, userId: string): Record<string, unknown> {
  const { contracts, invoices, cards, payments, requests, events, notes, notices, partners } = records;
  return {
    // The card a contract is charged to is the owner's to know, not the agent's who ordered it.
    contracts: contracts.map(({ ownerConfirmTokenHash: _hash, defaultCreditCardId, ...contract }) => ({
      ...contract,
      defaultCreditCardId: contract.ownerUserId === userId ? defaultCreditCardId : null,
    })),
    invoices,
    payments: payments.map(({ payment, cardType, lastFour }) => ({
      policyPaymentId: payment.policyPaymentId,
      contractId: payment.contractId,
      invoiceId: payment.invoiceId,
      amountCents: payment.amountCents,
      paymentType: payment.paymentType,
      card: cardType && lastFour ? { brand: cardType, lastFour } : null,
      createdAt: iso(payment.createdAt),
      refundedAt: iso(payment.refundedAt),
    })),
    savedCards: cards.map((card) => ({
      brand: card.cardType,
      lastFour: card.lastFour,
      expirationDate: card.expirationDate,
      isDefault: card.isDefault,
      createdAt: iso(card.createdAt),
    })),
    serviceRequests: requests.map(({ feeTransactionId: _tx, feeCreditCardId: _card, ...request }) => ({
      ...request,
      events: events.filter((e) => e.serviceRequestId === request.serviceRequestId),
      messages: notes.filter((n) => n.serviceRequestId === request.serviceRequestId),
    })),
    notices,
    ...(partners.length > 0 ? { partnersAdded: partners } : {}),
  };
}

async function contractorData(db: Queryable, t: Tables, userId: string): Promise<Record<string, unknown>> {
  const [profile] = await db.select().from(t.contractorProfiles).where(eq(t.contractorProfiles.userId, userId));
  const [agreement] = await db.select().from(t.serviceAgreements).where(eq(t.serviceAgreements.userId, userId));
  const tickets = await db
    .select()
    .from(t.dispatchTickets)
    .where(eq(t.dispatchTickets.contractorUserId, userId))
    .orderBy(asc(t.dispatchTickets.createdAt), asc(t.dispatchTickets.dispatchId));
  const notes = await db
    .select()
    .from(t.dispatchNotes)
    .where(eq(t.dispatchNotes.createdByUserId, userId))
    .orderBy(asc(t.dispatchNotes.createdAt));
  const surveys = await db
    .select()
    .from(t.customerSurveys)
    .where(eq(t.customerSurveys.contractorUserId, userId))
    .orderBy(asc(t.customerSurveys.createdAt));
  return {
    contractorProfile: profile ?? null,
    serviceAgreement: agreement ?? null,
    workOrders: tickets,
    workOrderNotes: notes,
    customerSurveys: surveys,
  };
}

/** The photos and documents the person uploaded. */
const uploadsOf = (db: Queryable, t: Tables, userId: string) =>
  db
    .select()
    .from(t.dispatchFiles)
    .where(eq(t.dispatchFiles.uploadedByUserId, userId))
    .orderBy(asc(t.dispatchFiles.createdAt), asc(t.dispatchFiles.id));

/** A file name safe inside the archive: the id, then the label's letters, with the stored type's extension. */
function archiveFileName(file: { id: string; fileName: string; storageName: string }) {
  const label = file.fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .slice(0, 60);
  return `${file.id}${label ? `-${label}` : ''}${extname(file.storageName)}`;
}

/**
 * Writes the archive into a new temporary folder and answers its path; `cleanup` removes the folder. The
 * photos stream from storage (disk or S3) to the folder; a photo missing from storage is listed as missing.
 */
export async function buildDataExport(
  app: FastifyInstance,
  user: UserRow,
): Promise<{ archive: string; cleanup: () => Promise<void> }> {
  const { db, t } = app.database;
  const work = await mkdtemp(join(tmpdir(), 'hw-export-'));
  const cleanup = () => rm(work, { recursive: true, force: true });
  try {
    const root = join(work, EXPORT_FOLDER);
    await mkdir(join(root, 'files'), { recursive: true });
    const data: Record<string, unknown> = { profile: profileOf(user) };
    Object.assign(
      data,
      user.userType === 'contractor'
        ? await contractorData(db, t, user.id)
        : homeownerAndAgentData(await homeownerAndAgentRecords(db, t, user.id), user.id),
    );
    const uploads = await uploadsOf(db, t, user.id);
    const files: Json[] = [];
    for (const file of uploads) {
      const name = archiveFileName(file);
      const stored = await app.fileStorage.get(file.storageName);
      if (stored) await pipeline(stored.stream, createWriteStream(join(root, 'files', name)));
      files.push({
        fileId: file.id,
        workOrder: file.dispatchId,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        createdAt: iso(file.createdAt),
        path: stored ? `files/${name}` : null,
      });
    }
    data.files = files;
    for (const [key, value] of Object.entries(data)) {
      await writeFile(join(root, `${key}.json`), `${JSON.stringify(value, null, 2)}\n`);
    }
    await writeFile(
      join(root, 'README.txt'),
      `Your ${app.config.brand.name} data, exported ${new Date().toISOString()}.\n` +
        'Each .json file holds one kind of record; files/ holds the photos and documents you uploaded ' +
        '(files.json lists them). Amounts are in cents. Card numbers are never stored by us: cards show ' +
        'their brand and last four digits only.\n',
    );
    const archive = join(work, 'export.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: work, portable: true }, [EXPORT_FOLDER]);
    return { archive, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * The archive's content as a person reads it (GET /account/dataExport/summary): the same rows, with amounts in
 * dollars, the plan's name and policy number beside each record, and what the person agreed to (text messages,
 * automatic payments, the contractor service agreement) and, for a homeowner, how each kind of message reaches
 * them. Nothing a card could be charged with.
 */
export async function buildDataSummary(app: FastifyInstance, user: UserRow): Promise<DataSummary> {
  const { db, t } = app.database;
  const records: HomeownerRecords =
    user.userType === 'contractor'
      ? {
          contracts: [],
          invoices: [],
          cards: [],
          payments: [],
          requests: [],
          events: [],
          notes: [],
          notices: [],
          partners: [],
        }
      : await homeownerAndAgentRecords(db, t, user.id);
  const planIds = [...new Set(records.contracts.map((contract) => contract.planId))];
  const plans = planIds.length
    ? await db
        .select({ planId: t.plans.planId, name: t.plans.name })
        .from(t.plans)
        .where(inArray(t.plans.planId, planIds))
    : [];
  const planName = new Map(plans.map((plan) => [plan.planId, plan.name]));
  const policyOf = new Map(records.contracts.map((contract) => [contract.contractId, contract.policyNumber]));
  const mandates = await db
    .select({
      mandate: t.paymentMandates,
      policyNumber: t.contracts.policyNumber,
      cardType: t.paymentMethods.cardType,
      lastFour: t.paymentMethods.lastFour,
    })
    .from(t.paymentMandates)
    .innerJoin(t.contracts, eq(t.contracts.contractId, t.paymentMandates.contractId))
    .leftJoin(t.paymentMethods, eq(t.paymentMethods.creditCardId, t.paymentMandates.creditCardId))
    .where(eq(t.paymentMandates.userId, user.id))
    .orderBy(asc(t.paymentMandates.agreedAt), asc(t.paymentMandates.mandateId));
  const [agreement] =
    user.userType === 'contractor'
      ? await db.select().from(t.serviceAgreements).where(eq(t.serviceAgreements.userId, user.id))
      : [];
  const uploads = await uploadsOf(db, t, user.id);
  return {
    preparedAt: new Date().toISOString(),
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: user.userType,
      phones: user.phones.map((phone) => ({ type: phone.type, number: phone.number })),
      createdAt: iso(user.createdAt),
    },
    contracts: records.contracts.map((contract) => ({
      policyNumber: contract.policyNumber,
      planName: planName.get(contract.planId) ?? contract.planId,
      status: contract.status,
      paymentType: contract.paymentType,
      address: {
        streetAddress: contract.address.streetAddress,
        ...(contract.address.unit ? { unit: contract.address.unit } : {}),
        city: contract.address.city,
        state: contract.address.stateCode,
        zipCode: contract.address.zipCode,
      },
      effectiveDate: iso(contract.effectiveDate),
      expireDate: iso(contract.expireDate),
      isOwner: contract.ownerUserId === user.id,
    })),
    invoices: records.invoices.map((invoice) => ({
      policyNumber: policyOf.get(invoice.contractId) ?? '',
      description: invoice.description,
      amount: toDollars(invoice.amountCents),
      dueDate: invoice.dueDate.toISOString(),
      status: invoice.status,
      paidAt: iso(invoice.paidAt),
    })),
    payments: records.payments.map(({ payment, cardType, lastFour }) => ({
      policyNumber: policyOf.get(payment.contractId) ?? '',
      amount: toDollars(payment.amountCents),
      paidAt: payment.createdAt.toISOString(),
      card: cardType && lastFour ? { brand: cardType, lastFour } : null,
      refundedAt: iso(payment.refundedAt),
    })),
    savedCards: records.cards.map((card) => ({
      brand: card.cardType,
      lastFour: card.lastFour,
      expirationDate: card.expirationDate,
      isDefault: card.isDefault,
    })),
    serviceRequests: records.requests.map((request) => ({
      serviceRequestNumber: request.serviceRequestNumber,
      policyNumber: policyOf.get(request.contractId) ?? null,
      item: request.itemDescription,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      messages: records.notes.filter((note) => note.serviceRequestId === request.serviceRequestId).length,
    })),
    consents: [
      {
        kind: 'textMessages' as const,
        active: user.isOptedInToSms,
        givenAt: null,
        endedAt: null,
        policyNumber: null,
        card: null,
      },
      ...mandates.map(({ mandate, policyNumber, cardType, lastFour }) => ({
        kind: 'automaticPayment' as const,
        active: !mandate.endedAt,
        givenAt: mandate.agreedAt.toISOString(),
        endedAt: iso(mandate.endedAt),
        policyNumber,
        card: cardType && lastFour ? { brand: cardType, lastFour } : null,
      })),
      ...(agreement
        ? [
            {
              kind: 'serviceAgreement' as const,
              active: true,
              givenAt: agreement.agreedAt.toISOString(),
              endedAt: null,
              policyNumber: null,
              card: null,
            },
          ]
        : []),
    ],
    files: uploads.map((file) => ({ fileName: file.fileName, createdAt: iso(file.createdAt) })),
    messages: user.userType === 'homeowner' ? await messageChoicesOf(db, t, user.id) : null,
  };
}
