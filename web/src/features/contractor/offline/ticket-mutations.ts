/**
 * The changes a technician makes to a dispatch ticket, as mutation kinds of the offline engine: what
 * each one sends, how it shows on the ticket while it waits, and what it stores once the server has it.
 */
import {
  type AuthorizationRequest,
  type DispatchVisit,
  EDITABLE_TICKET_FIELD_NAMES,
  EDITABLE_TICKET_FIELDS,
  partKindOf,
  partPriceProblem,
  ticketReadOnlyReason,
  type VisitEvent,
} from '@hw/shared';
import { type OfflineDatabase, type OutboxItem, offlineDb } from '#web/offline/db.ts';
import { applyPending, defineMutationKind, type MutationContext, NOTHING_TO_SEND } from '#web/offline/registry.ts';
import { sendResumable } from './resumable-upload.ts';
import { tickets, uploads } from './stores.ts';
import {
  findConflict,
  type TicketSaveBody,
  updateRequestBody,
  withChanges,
  withNote,
  withoutPart,
  withPart,
} from './ticket-view.ts';
import type { DispatchFile, DispatchNote, DispatchPart, DispatchTicket, TicketChanges } from './types.ts';

export interface TicketIds {
  dispatchId: string;
  workOrderId: string;
}
export interface UpdateTicketArgs extends TicketIds {
  changes: TicketChanges;
  /** The values the technician started from, for the field-level merge. */
  before: TicketChanges;
}
export interface AddPartArgs extends TicketIds {
  part: DispatchPart;
}
export interface RemovePartArgs extends TicketIds {
  dispatchPartId: string;
}
export interface CreateNoteArgs extends TicketIds {
  note: string;
}
export interface VisitArgs extends TicketIds {
  event: VisitEvent;
  etaMinutes?: number;
  /** When the technician tapped (ISO): what the ticket shows until the server answers. */
  at: string;
}
export interface AuthorizationArgs extends TicketIds {
  amount: number;
  note: string;
  at: string;
}
export interface AddFileArgs extends TicketIds {
  uploadId: number;
  fileName: string;
}

export const TICKET_FIELD_LABELS: Record<string, string> = Object.fromEntries(
  EDITABLE_TICKET_FIELD_NAMES.map((name) => [name, EDITABLE_TICKET_FIELDS[name].label]),
);

export const ticketUrl = (workOrderId: string) => `/api/contractor/dispatch/${encodeURIComponent(workOrderId)}`;
const where = (args: TicketIds) => `work order ${args.workOrderId}`;

const looksLikeTicket = (value: unknown): value is DispatchTicket =>
  !!value && typeof value === 'object' && 'dispatchId' in value && 'workOrderId' in value;

export async function storeTicket(db: OfflineDatabase, ticket: DispatchTicket): Promise<void> {
  await tickets.table(db).put({ ...ticket, fetchedAt: new Date().toISOString() });
}

/**
 * The server copy the change is based on: the one the changes before it in a batch are expected to produce,
 * the stored one, or the server's when none is stored.
 */
async function serverCopy({ db, transport, expected }: MutationContext, workOrderId: string): Promise<DispatchTicket> {
  const planned = expected?.get(workOrderId) as DispatchTicket | undefined;
  if (planned) return planned;
  const stored = await tickets.table(db).get(workOrderId);
  if (stored) return stored;
  const fresh = await transport.get<DispatchTicket>(ticketUrl(workOrderId));
  await storeTicket(db, fresh);
  return fresh;
}

/**
 * A note or file raises the ticket's version. When the copy on the device held the version just
 * before, it now matches the server's again (the answer's ticketVersion), and the next edit of the
 * ticket goes through without a 409 and a refetch.
 */
const versionAfter = (stored: DispatchTicket, answer: unknown): number => {
  const next = (answer as { ticketVersion?: unknown } | null)?.ticketVersion;
  return typeof next === 'number' && next === stored.version + 1 ? next : stored.version;
};

/** Nothing is queued for a ticket the contractor can no longer change (closed, or waiting for payment). */
async function refuseReadOnly(args: TicketIds, db: OfflineDatabase): Promise<string | null> {
  const stored = await tickets.table(db).where('dispatchId').equals(args.dispatchId).first();
  return stored?.status ? ticketReadOnlyReason(stored.status) : null;
}

/**
 * Values and parts: the whole ticket, at the version it was built from. The first attempt's body is
 * sent again on every retry under the same key; a version conflict fetches the server's copy and
 * builds the change again on it.
 */
const ticketEdit = {
  stores: [tickets.name],
  fixBody: true,
  path: (args: TicketIds) => `/api/contractor/dispatch/${args.dispatchId}`,
  refuse: refuseReadOnly,
  async onSuccess(answer: unknown, _args: TicketIds, db: OfflineDatabase) {
    if (looksLikeTicket(answer)) await storeTicket(db, answer);
  },
  async rebase(args: TicketIds, { db, transport }: MutationContext) {
    await storeTicket(db, await transport.get<DispatchTicket>(ticketUrl(args.workOrderId)));
  },
  // The save makes the ticket the body, one version up (its new parts are found by clientPartId next time).
  async expect(args: TicketIds, body: unknown, context: MutationContext) {
    const saved = body as TicketSaveBody;
    const copy = await serverCopy(context, args.workOrderId);
    context.expected?.set(args.workOrderId, { ...copy, ...saved, version: saved.version + 1 });
  },
};

export const updateTicket = defineMutationKind<UpdateTicketArgs>()<DispatchTicket>({
  name: 'updateTicket',
  ...ticketEdit,
  // The values as asked for: the server applies the same rule as `apply` and answers its refusal in words.
  async body(args, context) {
    const server = await serverCopy(context, args.workOrderId);
    return updateRequestBody(server, { ...server, ...args.changes });
  },
  apply: (ticket, args) => withChanges(ticket, args.changes),
  async findConflict(args, context) {
    return findConflict(await serverCopy(context, args.workOrderId), args.changes, args.before);
  },
  describe: (args) =>
    `Changes to ${Object.keys(args.changes)
      .map((field) => TICKET_FIELD_LABELS[field] ?? field)
      .join(', ')
      .toLowerCase()} on ${where(args)}`,
});

export const addPart = defineMutationKind<AddPartArgs>()<DispatchTicket>({
  name: 'addPart',
  ...ticketEdit,
  // A part the server would refuse (no price) is not queued: the technician fixes it now, not after replay.
  async refuse(args, db) {
    const details = args.part.partDetails;
    return partPriceProblem(details, partKindOf(details.closingItem.name))?.message ?? (await refuseReadOnly(args, db));
  },
  async body(args, context) {
    const server = await serverCopy(context, args.workOrderId);
    return updateRequestBody(server, withPart(server, args.part));
  },
  apply: (ticket, args) => withPart(ticket, args.part),
  describe: (args) => `New part "${args.part.partDetails.closingItem.name}" on ${where(args)}`,
});

export const removePart = defineMutationKind<RemovePartArgs>()<DispatchTicket>({
  name: 'removePart',
  ...ticketEdit,
  async body(args, context) {
    const server = await serverCopy(context, args.workOrderId);
    return updateRequestBody(server, withoutPart(server, args.dispatchPartId));
  },
  apply: (ticket, args) => withoutPart(ticket, args.dispatchPartId),
  describe: (args) => `Removing a part from ${where(args)}`,
});

export const createNote = defineMutationKind<CreateNoteArgs>()<DispatchTicket>({
  name: 'createNote',
  stores: [tickets.name],
  path: () => '/api/contractor/dispatch/createNote',
  body: (args) => ({ dispatchId: args.dispatchId, note: args.note }),
  refuse: refuseReadOnly,
  apply: (ticket, args) => withNote(ticket, args.note),
  // A note raises the version: a ticket save after it in the same batch is built one version up.
  async expect(args, _body, context) {
    const copy =
      (context.expected?.get(args.workOrderId) as DispatchTicket | undefined) ??
      (await tickets.table(context.db).get(args.workOrderId));
    if (copy) context.expected?.set(args.workOrderId, { ...copy, version: copy.version + 1 });
  },
  // Many notes in a row (a day's notes replayed) rewrite each ticket once, not once a note.
  async onSuccessMany(answers, db) {
    for (const workOrderId of new Set(answers.map(({ args }) => args.workOrderId))) {
      let ticket = await tickets.table(db).get(workOrderId);
      if (!ticket) continue;
      for (const { answer, args } of answers) {
        if (args.workOrderId !== workOrderId) continue;
        if (!answer || typeof answer !== 'object' || !('note' in answer)) continue;
        const { ticketVersion: _v, ...note } = answer as DispatchNote & { ticketVersion?: number };
        ticket = { ...ticket, version: versionAfter(ticket, answer), notes: [note, ...ticket.notes] };
      }
      await tickets.table(db).put(ticket);
    }
  },
  describe: (args) => `Note on ${where(args)}`,
});

const VISIT_WORDS: Record<VisitEvent, string> = {
  onMyWay: 'On my way',
  arrived: 'Arrived',
  complete: 'Work complete',
};

/** Stores one field of the server's answer on the stored ticket, leaving its version as it is. */
async function storeOnTicket(db: OfflineDatabase, workOrderId: string, fields: Partial<DispatchTicket>) {
  const stored = await tickets.table(db).get(workOrderId);
  if (stored) await tickets.table(db).put({ ...stored, ...fields });
}

/** On my way (with the arrival estimate), Arrived or Work complete: the homeowner hears of it once it is sent. */
export const recordVisit = defineMutationKind<VisitArgs>()<DispatchTicket>({
  name: 'visitEvent',
  stores: [tickets.name],
  path: (args) => `/api/contractor/dispatch/${args.dispatchId}/visit`,
  body: (args) => ({ event: args.event, ...(args.etaMinutes !== undefined ? { etaMinutes: args.etaMinutes } : {}) }),
  refuse: refuseReadOnly,
  apply: (ticket, args) => ({
    ...ticket,
    visit: { event: args.event, at: args.at, etaMinutes: args.etaMinutes ?? null },
  }),
  async onSuccess(answer, args, db) {
    const visit = (answer as { visit?: DispatchVisit } | null)?.visit;
    if (visit) await storeOnTicket(db, args.workOrderId, { visit });
  },
  describe: (args) =>
    `${VISIT_WORDS[args.event]}${args.etaMinutes ? ` (about ${args.etaMinutes} minutes)` : ''} on ${where(args)}`,
});

/** A request for a higher pre-authorized amount; staff decide it, and the ticket hears of it live. */
export const requestAuthorization = defineMutationKind<AuthorizationArgs>()<DispatchTicket>({
  name: 'authorizationRequest',
  stores: [tickets.name],
  path: (args) => `/api/contractor/dispatch/${args.dispatchId}/authorizationRequest`,
  body: (args) => ({ amount: args.amount, note: args.note }),
  refuse: refuseReadOnly,
  apply: (ticket, args) => ({
    ...ticket,
    authorizationRequest: {
      authorizationRequestId: '',
      dispatchId: args.dispatchId,
      workOrderId: args.workOrderId,
      amount: args.amount,
      note: args.note,
      status: 'open',
      approvedAmount: null,
      createdAt: args.at,
      decidedAt: null,
    },
  }),
  async onSuccess(answer, args, db) {
    if (answer && typeof answer === 'object' && 'authorizationRequestId' in answer) {
      await storeOnTicket(db, args.workOrderId, { authorizationRequest: answer as AuthorizationRequest });
    }
  },
  describe: (args) => `Request for a pre-authorized amount of $${args.amount.toFixed(2)} on ${where(args)}`,
});

/** What both ways of sending a file do around the request: the uploads store follows the item's state. */
const fileHooks = {
  stores: [tickets.name, uploads.name],
  refuse: refuseReadOnly,
  async onSend(args: AddFileArgs, db: OfflineDatabase) {
    await uploads.table(db).update(args.uploadId, { state: 'uploading', error: null });
  },
  async onSuccess(answer: unknown, args: AddFileArgs, db: OfflineDatabase) {
    const stored = await tickets.table(db).get(args.workOrderId);
    if (stored && answer && typeof answer === 'object' && 'fileName' in answer) {
      const { ticketVersion: _v, ...saved } = answer as DispatchFile & { ticketVersion?: number };
      const files = (stored.files ?? []).filter((f) => !(saved.fileId && f.fileId === saved.fileId));
      await tickets.table(db).put({ ...stored, version: versionAfter(stored, answer), files: [...files, saved] });
    }
    await uploads.table(db).update(args.uploadId, { state: 'synced', error: null });
  },
  async onRefusal(args: AddFileArgs, message: string, db: OfflineDatabase) {
    await uploads.table(db).update(args.uploadId, { state: 'failed', error: message });
  },
  async onRequeue(args: AddFileArgs, db: OfflineDatabase) {
    await uploads.table(db).update(args.uploadId, { state: 'queued', error: null });
  },
  async onDiscard(args: AddFileArgs, db: OfflineDatabase) {
    await uploads.table(db).delete(args.uploadId);
  },
  describe: (args: AddFileArgs) => `File "${args.fileName}" for ${where(args)}`,
};

/**
 * A photo or document sent whole in one multipart request: files queued by earlier versions of the app,
 * which may still wait on a device. New files go as resumable uploads (attachUpload).
 */
export const addFile = defineMutationKind<AddFileArgs>()<DispatchTicket>({
  ...fileHooks,
  name: 'addFile',
  path: () => '/api/contractor/addFile',
  async body(args, { db }) {
    const upload = await uploads.table(db).get(args.uploadId);
    if (!upload) return NOTHING_TO_SEND;
    const form = new FormData();
    form.append('dispatchId', args.dispatchId);
    const file = new File([upload.data], upload.fileName, { type: upload.contentType });
    form.append('file', file, upload.fileName);
    return form;
  },
});

/**
 * A photo or document sent as a resumable upload, then attached to the ticket. Building the body sends
 * the bytes (going on from where a cut-off upload stopped); the body, naming the finished upload, is kept,
 * so the attach is sent exactly as first built under its key and the file is attached once.
 */
export const attachUpload = defineMutationKind<AddFileArgs>()<DispatchTicket>({
  ...fileHooks,
  name: 'attachUpload',
  path: () => '/api/contractor/addFileFromUpload',
  fixBody: true,
  async body(args, { db }) {
    const row = await uploads.table(db).get(args.uploadId);
    if (!row) return NOTHING_TO_SEND;
    await uploads.table(db).update(args.uploadId, { state: 'uploading', error: null });
    const uploadId = await sendResumable({ ...row, id: args.uploadId }, db);
    return { dispatchId: args.dispatchId, uploadId, fileName: row.fileName };
  },
});

export const TICKET_KINDS = [
  updateTicket,
  addPart,
  removePart,
  createNote,
  addFile,
  attachUpload,
  recordVisit,
  requestAuthorization,
];
const kindByName = new Map(TICKET_KINDS.map((kind) => [kind.name, kind]));

const isTicketItem = (item: OutboxItem): item is OutboxItem<TicketIds> => kindByName.has(item.name);

/** The ticket on screen: the server copy with this ticket's waiting changes applied in seq order. */
export function viewTicket(server: DispatchTicket, outbox: readonly OutboxItem[]): DispatchTicket {
  const mine = outbox.filter((item) => isTicketItem(item) && item.args.dispatchId === server.dispatchId);
  return applyPending(server, mine, (name) => kindByName.get(name));
}

/**
 * Removing a part that is still only on this device: its addPart row is dropped instead of
 * sending an add and then a remove. Answers false when the part already reached the server.
 */
export async function dropQueuedPart(clientPartId: string): Promise<boolean> {
  const db = offlineDb();
  return db.transaction('rw', db.outbox, async () => {
    const rows = await db.outbox.where('status').anyOf('pending', 'failed', 'conflict').toArray();
    const row = rows.find((item) => addPart.is(item) && item.args.part.clientPartId === clientPartId);
    if (!row?.seq) return false;
    await db.outbox.delete(row.seq);
    return true;
  });
}
