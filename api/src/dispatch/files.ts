/**
 * Photos and documents of dispatch tickets. The upload is read whole (at most 25 MB), its type is
 * detected from the bytes (never from the name or the sender's content type), and it is stored in
 * DATA_DIR under a name the server chooses. The same bytes are stored once per ticket.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type AddedFile, ALLOWED_FILE_TYPES, FILE_MAX_BYTES } from '@hw/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import type { CurrentUser } from '../plugins/auth.ts';
import { badRequest, httpError, invalidFields } from '../plugins/errors.ts';
import { canonicalJson, sha256Hex } from '../plugins/idempotency.ts';
import { toWireFile } from './queries.ts';
import { bumpVersion, ticketForChange } from './tickets.ts';

export const fileMessages = {
  notMultipart: 'Send the file as multipart/form-data with the fields dispatchId and file.',
  tooLarge: `This file is too large. Files can be at most ${FILE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'This kind of file cannot be sent. Use a photo or a PDF.',
  missingFile: 'Please choose a file to send.',
  missingDispatchId: 'dispatchId is required.',
  notFound: 'No file with this id.',
  unreadable: 'The upload could not be read. Please send the file again.',
} as const;

export interface Upload {
  dispatchId: string;
  fileName: string;
  bytes: Buffer;
}

export interface CheckedUpload extends Upload {
  contentType: string;
  extension: string;
  contentHash: string;
  /** Of the multipart fields and the file hash, for the idempotency key. */
  fingerprint: string;
}

const isTooLarge = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** A name safe to show and to send back: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const cleaned = basename((name ?? '').replaceAll('\\', '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

/**
 * Reads the multipart fields `dispatchId` and `file` (other parts are skipped). With `forTicket`, the ticket is
 * already known (from the path) and only `file` is read.
 */
export async function readUpload(request: FastifyRequest, forTicket?: string): Promise<Upload> {
  if (!request.isMultipart()) throw httpError(415, 'unsupportedMediaType', fileMessages.notMultipart);
  let dispatchId: string | undefined = forTicket;
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = { fileName: cleanFileName(part.filename), bytes: await part.toBuffer() };
      } else if (!forTicket && part.fieldname === 'dispatchId' && typeof part.value === 'string') {
        dispatchId = part.value.trim();
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw httpError(413, 'tooLarge', fileMessages.tooLarge, 'file');
    // A body cut off mid-file, a missing boundary or broken part headers: the client's upload, not our fault.
    throw badRequest(fileMessages.unreadable, 'file');
  }
  if (dispatchId && file && file.bytes.length > 0) return { dispatchId, ...file };
  throw invalidFields([
    ...(dispatchId ? [] : [{ field: 'dispatchId', message: fileMessages.missingDispatchId }]),
    ...(file && file.bytes.length > 0 ? [] : [{ field: 'file', message: fileMessages.missingFile }]),
  ]);
}

/** Detects the type from the content; 415 for anything but the allowed photos and PDF. */
export async function checkUpload(upload: Upload): Promise<CheckedUpload> {
  const detected = await fileTypeFromBuffer(upload.bytes);
  if (!detected || !(ALLOWED_FILE_TYPES as readonly string[]).includes(detected.mime)) {
    throw httpError(415, 'unsupportedMediaType', fileMessages.wrongType, 'file');
  }
  const contentHash = sha256Hex(upload.bytes);
  return {
    ...upload,
    contentType: detected.mime,
    extension: detected.ext,
    contentHash,
    fingerprint: sha256Hex(canonicalJson({ dispatchId: upload.dispatchId, fileHash: contentHash })),
  };
}

export function filesFolder(dataDir: string) {
  return join(dataDir, 'dispatch-files');
}

/** Writes the bytes under a new server-chosen name (before the transaction: slow I/O stays outside). */
export async function storeBytes(dataDir: string, upload: CheckedUpload): Promise<string> {
  const folder = filesFolder(dataDir);
  await mkdir(folder, { recursive: true });
  const storageName = `${randomUUID()}.${upload.extension}`;
  await writeFile(join(folder, storageName), upload.bytes, { flag: 'wx' });
  return storageName;
}

/** Drops stored bytes that no row points to (a refusal, a replay, or content the ticket already has). */
export async function discardUnused(db: Queryable, t: Tables, dataDir: string, storageName: string) {
  const [kept] = await db
    .select({ id: t.dispatchFiles.id })
    .from(t.dispatchFiles)
    .where(eq(t.dispatchFiles.storageName, storageName))
    .limit(1);
  if (!kept) await rm(join(filesFolder(dataDir), storageName), { force: true });
}

/** Records the file on the ticket; content the ticket already has answers the file stored before. */
export async function addFile(
  tx: Tx,
  t: Tables,
  user: CurrentUser,
  upload: CheckedUpload,
  storageName: string,
): Promise<AddedFile> {
  const ticket = await ticketForChange(tx, t, user, upload.dispatchId);
  return recordFile(tx, t, user.userId, ticket, upload, storageName);
}

/** Records a file on a ticket the caller may add to; the same content twice answers the first one. */
export async function recordFile(
  tx: Tx,
  t: Tables,
  uploadedByUserId: string,
  ticket: { dispatchId: string; version: number },
  upload: CheckedUpload,
  storageName: string,
): Promise<AddedFile> {
  const sameContent = and(
    eq(t.dispatchFiles.dispatchId, ticket.dispatchId),
    eq(t.dispatchFiles.contentHash, upload.contentHash),
  );
  const [same] = await tx.select().from(t.dispatchFiles).where(sameContent).limit(1);
  if (same) return { ...toWireFile(same), ticketVersion: ticket.version };
  const [row] = await tx
    .insert(t.dispatchFiles)
    .values({
      dispatchId: ticket.dispatchId,
      uploadedByUserId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      size: upload.bytes.length,
      contentHash: upload.contentHash,
      storageName,
      createdAt: new Date(),
    })
    // Two uploads of the same bytes at once: the second finds the first one's row.
    .onConflictDoNothing({ target: [t.dispatchFiles.dispatchId, t.dispatchFiles.contentHash] })
    .returning();
  if (!row) {
    const [first] = await tx.select().from(t.dispatchFiles).where(sameContent).limit(1);
    if (!first) throw new Error('file insert returned nothing');
    return { ...toWireFile(first), ticketVersion: ticket.version };
  }
  return { ...toWireFile(row), ticketVersion: await bumpVersion(tx, t, ticket.dispatchId) };
}

/** A file with the contractor of its ticket, for the download check. */
export async function findFile(db: Queryable, t: Tables, fileId: string) {
  const [row] = await db
    .select({ file: t.dispatchFiles, contractorUserId: t.dispatchTickets.contractorUserId })
    .from(t.dispatchFiles)
    .innerJoin(t.dispatchTickets, eq(t.dispatchTickets.dispatchId, t.dispatchFiles.dispatchId))
    .where(eq(t.dispatchFiles.id, fileId))
    .limit(1);
  return row;
}

/** The stored bytes' path and size, or undefined when they are gone. */
export async function storedPath(dataDir: string, storageName: string) {
  const path = join(filesFolder(dataDir), basename(storageName));
  try {
    const info = await stat(path);
    return { path, size: info.size };
  } catch {
    return undefined;
  }
}

/** A contractor's uploads, newest first (the profile's file list). */
export async function filesUploadedBy(db: Queryable, t: Tables, userId: string, limit = 50) {
  const rows = await db
    .select()
    .from(t.dispatchFiles)
    .where(eq(t.dispatchFiles.uploadedByUserId, userId))
    .orderBy(desc(t.dispatchFiles.createdAt), desc(t.dispatchFiles.id))
    .limit(limit);
  return rows.map(toWireFile);
}
