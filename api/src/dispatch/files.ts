/**
 * Photos and documents of dispatch tickets. An upload streams into file storage (disk or S3,
 * api/src/storage) under a name the server chooses while it is hashed; it is never held whole in memory
 * (at most 25 MB). Its type is detected from its first bytes (never from the name or the sender's content
 * type), and an image's size from its header (api/src/uploads/image-limits.ts), before anything is stored.
 * The same bytes are stored once per ticket.
 *
 * The sender's file name is only a label, kept with the extension of the detected type in place of its own:
 * the storage name is random with that extension, and a download is named after the label with it. Photos
 * are shown in the browser; anything else (a PDF) is downloaded (`Content-Disposition: attachment`), always
 * with nosniff.
 */
import { createHash, randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import { type AddedFile, ALLOWED_FILE_TYPES, FILE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@hw/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable, Tables, Tx } from '../db/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { badRequest, canonicalJson, HttpError, httpError, invalidFields, sha256Hex } from '../plugins/index.ts';
import type { FileStorage } from '../storage/index.ts';
import { checkImagePixels, IMAGE_HEAD_BYTES } from '../uploads/index.ts';
import { toWireFile } from './queries.ts';
import { bumpVersion, ticketForChange } from './tickets.ts';

export const fileMessages = {
  notMultipart: 'Send the file as multipart/form-data with the fields dispatchId and file.',
  tooLarge: `This file is too large. Files can be at most ${FILE_MAX_BYTES / 1024 / 1024} MB.`,
  wrongType: 'This kind of file cannot be sent. Use a photo or a PDF.',
  tooManyPixels: `This photo has too many pixels. Photos can have at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (e.g. 8000 × 5000).`,
  missingFile: 'Please choose a file to send.',
  missingDispatchId: 'dispatchId is required.',
  notFound: 'No file with this id.',
  unreadable: 'The upload could not be read. Please send the file again.',
  emptyUpload: 'This upload is empty. Please send the file again.',
  uploadNotFinished:
    'No finished upload with this id. Send the rest of the file first (HEAD /api/uploads/{uploadId} answers how much arrived).',
} as const;

/** An upload stored under `storageName`, not yet recorded on a ticket. */
export interface StoredUpload {
  dispatchId: string;
  fileName: string;
  contentType: string;
  contentHash: string;
  size: number;
  storageName: string;
  /** Of the multipart fields and the file hash, for the idempotency key. */
  fingerprint: string;
}

/** The extension each accepted type is stored and downloaded with. */
const EXTENSION_OF: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
};
/** Types a browser may show in the page; every other file is downloaded. */
const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/gif',
]);

/** A new storage name: random, with the extension of the detected type (never the sender's). */
export const newStorageName = (contentType: string) => `${randomUUID()}.${EXTENSION_OF[contentType] ?? 'bin'}`;

/** The characters a download name keeps: letters and digits of any script, space, dot, dash and underscore. */
const downloadStem = (label: string, notKept: RegExp) => {
  const withoutExtension = cleanFileName(label).replace(/\.[^.]*$/, '');
  const stem = withoutExtension
    .replace(notKept, '_')
    .replace(/_+/g, '_')
    .replace(/^[._ ]+|[._ ]+$/g, '');
  return stem.slice(0, 100) || 'file';
};

/** RFC 8187: only attr-chars stay as they are. */
const encodeAttrValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The headers a stored file is served with: its detected type (a type no upload could have is served as
 * bytes), inline for photos and attachment for everything else, named after its label with the extension
 * of its type, and nosniff so the browser never reads it as anything else.
 */
export function downloadHeaders(file: { fileName: string; contentType: string }): Record<string, string> {
  const known = file.contentType in EXTENSION_OF;
  const contentType = known ? file.contentType : 'application/octet-stream';
  const extension = EXTENSION_OF[contentType] ?? 'bin';
  const ascii = `${downloadStem(file.fileName, /[^A-Za-z0-9 ._-]/g)}.${extension}`;
  const unicode = `${downloadStem(file.fileName, /[^\p{L}\p{N} ._-]/gu)}.${extension}`;
  const disposition = INLINE_TYPES.has(contentType) ? 'inline' : 'attachment';
  return {
    'content-type': contentType,
    'content-disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeAttrValue(unicode)}`,
    'x-content-type-options': 'nosniff',
  };
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
 * The name a file is kept and shown under: the sender's label (cleaned) with the extension of its detected
 * type in place of its own, so that a file is never named as another kind than it is (`poly.gif.html` that is
 * a GIF becomes `poly.gif`). An extension already naming the type (`.jpeg` of a JPEG) is kept.
 */
export function storedFileName(label: string, contentType: string): string {
  const cleaned = cleanFileName(label);
  const extension = EXTENSION_OF[contentType] ?? 'bin';
  const named = /^(.*)\.([^.]*)$/.exec(cleaned);
  const stem = named?.[1] ?? cleaned;
  const own = named?.[2]?.toLowerCase();
  if (own === extension || (own === 'jpeg' && extension === 'jpg')) return cleaned;
  if (stem.toLowerCase().endsWith(`.${extension}`)) return stem;
  return `${stem || 'file'}.${extension}`;
}

/** Why content is not stored: nothing arrived, a kind of file not taken, or an image with too many pixels. */
type Refusal = 'empty' | 'wrongType' | 'tooManyPixels';
type Verdict = { contentType: string } | { refused: Refusal };

class ContentRefused extends Error {}

/** An allowed type detected from the first bytes, and for an image, its size within the pixel budget. */
async function judge(head: Buffer): Promise<Verdict> {
  if (head.length === 0) return { refused: 'empty' };
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !(ALLOWED_FILE_TYPES as readonly string[]).includes(detected.mime)) return { refused: 'wrongType' };
  if (detected.mime.startsWith('image/')) {
    const pixels = checkImagePixels(head);
    if (pixels === 'tooManyPixels') return { refused: 'tooManyPixels' };
    if (pixels === 'unreadable') return { refused: 'wrongType' };
  }
  return { contentType: detected.mime };
}

/**
 * Passes the bytes through while hashing and counting them, and holds the first IMAGE_HEAD_BYTES back until
 * they are judged: `verdict` answers an allowed type, or why the content is refused (the stream then fails,
 * so nothing is stored).
 */
function inspect(source: Readable) {
  const hash = createHash('sha256');
  let size = 0;
  const head: Buffer[] = [];
  let headBytes = 0;
  let decided = false;
  let answer: (verdict: Verdict) => void = () => undefined;
  const verdict = new Promise<Verdict>((resolve) => {
    answer = resolve;
  });
  async function decide(stream: Transform) {
    decided = true;
    const bytes = Buffer.concat(head);
    const judged = await judge(bytes);
    answer(judged);
    if ('refused' in judged) throw new ContentRefused();
    stream.push(bytes);
  }
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (decided) return done(null, chunk);
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < IMAGE_HEAD_BYTES) return done();
      decide(this).then(() => done(), done);
    },
    flush(done) {
      if (decided) return done();
      decide(this).then(() => done(), done);
    },
  });
  // A body cut off before the type was known: nothing to store. (The parser may hand over a part it has
  // already destroyed: `finished` reports that too.)
  stream.on('error', () => answer({ refused: size === 0 ? 'empty' : 'wrongType' }));
  finished(source).catch((error: Error) => stream.destroy(error));
  source.pipe(stream);
  return { stream, verdict, contentHash: () => hash.digest('hex'), size: () => size };
}

type StoredPart = Omit<StoredUpload, 'dispatchId' | 'fingerprint'>;

/** The answer to content refused for what it is, naming the field it came in. */
function refusalError(refused: Exclude<Refusal, 'empty'>, field: string) {
  return refused === 'tooManyPixels'
    ? httpError(413, 'tooLarge', fileMessages.tooManyPixels, field)
    : httpError(415, 'unsupportedMediaType', fileMessages.wrongType, field);
}

/** Streams one file part into storage; answers what was stored, or why nothing was. */
async function storePart(
  file: Readable & { truncated?: boolean },
  label: string | undefined,
  storage: FileStorage,
): Promise<StoredPart | { refused: Refusal }> {
  const inspected = inspect(file);
  const verdict = await inspected.verdict;
  if ('refused' in verdict) {
    // The rest of the part is read and dropped, so that the fields after it still arrive.
    file.unpipe(inspected.stream);
    file.resume();
    await finished(file).catch(() => undefined);
    // A body cut off before the type was known is unreadable, not empty.
    if (!file.readableEnded) throw file.errored ?? new Error('The upload was cut off.');
    return verdict;
  }
  const { contentType } = verdict;
  const fileName = storedFileName(label ?? '', contentType);
  const storageName = newStorageName(contentType);
  await storage.put(storageName, inspected.stream, contentType);
  if (file.truncated) {
    await storage.remove(storageName);
    throw httpError(413, 'tooLarge', fileMessages.tooLarge, 'file');
  }
  return { fileName, contentType, contentHash: inspected.contentHash(), size: inspected.size(), storageName };
}

/**
 * Reads the multipart fields `dispatchId` and `file` (other parts are skipped), streaming the file into
 * storage. With `forTicket`, the ticket is already known (from the path) and only `file` is read. The
 * caller records the file or, through `discardUnused`, removes what no row points to.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  forTicket?: string,
): Promise<StoredUpload> {
  if (!request.isMultipart()) throw httpError(415, 'unsupportedMediaType', fileMessages.notMultipart);
  let dispatchId: string | undefined = forTicket;
  let stored: StoredPart | undefined;
  let refused: Refusal | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || stored || refused) {
          part.file.resume();
          continue;
        }
        const result = await storePart(part.file, part.filename, storage);
        if ('refused' in result) refused = result.refused;
        else stored = result;
      } else if (!forTicket && part.fieldname === 'dispatchId' && typeof part.value === 'string') {
        dispatchId = part.value.trim();
      }
    }
  } catch (error) {
    if (stored) await storage.remove(stored.storageName).catch(() => undefined);
    if (error instanceof HttpError) throw error;
    if (isTooLarge(error)) throw httpError(413, 'tooLarge', fileMessages.tooLarge, 'file');
    // A body cut off mid-file, a missing boundary or broken part headers: the client's upload, not our fault.
    throw badRequest(fileMessages.unreadable, 'file');
  }
  const fileMissing = !stored && (refused === undefined || refused === 'empty');
  if (!dispatchId || fileMissing) {
    if (stored) await storage.remove(stored.storageName);
    throw invalidFields([
      ...(dispatchId ? [] : [{ field: 'dispatchId', message: fileMessages.missingDispatchId }]),
      ...(fileMissing ? [{ field: 'file', message: fileMessages.missingFile }] : []),
    ]);
  }
  if (!stored) throw refusalError(refused as Exclude<Refusal, 'empty'>, 'file');
  return {
    ...stored,
    dispatchId,
    fingerprint: sha256Hex(canonicalJson({ dispatchId, fileHash: stored.contentHash })),
  };
}

/**
 * Copies the bytes of a finished resumable upload into storage, checked by content exactly as a multipart
 * upload is: an empty upload is 400 and any type but a photo or a PDF is 415 (field `uploadId`), with
 * nothing stored. The caller records the file or, through `discardUnused`, removes the copy.
 */
export async function storeUploadedBytes(
  source: Readable,
  dispatchId: string,
  fileName: string,
  storage: FileStorage,
): Promise<StoredUpload> {
  const inspected = inspect(source);
  const verdict = await inspected.verdict;
  if ('refused' in verdict) {
    source.destroy();
    if (verdict.refused === 'empty') throw invalidFields([{ field: 'uploadId', message: fileMessages.emptyUpload }]);
    throw refusalError(verdict.refused, 'uploadId');
  }
  const { contentType } = verdict;
  const storageName = newStorageName(contentType);
  await storage.put(storageName, inspected.stream, contentType);
  const contentHash = inspected.contentHash();
  return {
    dispatchId,
    fileName: storedFileName(fileName, contentType),
    contentType,
    contentHash,
    size: inspected.size(),
    storageName,
    fingerprint: sha256Hex(canonicalJson({ dispatchId, fileHash: contentHash })),
  };
}

/** Removes stored bytes that no row points to (a refusal, a replay, or content the ticket already has). */
export async function discardUnused(db: Queryable, t: Tables, storage: FileStorage, storageName: string) {
  const [kept] = await db
    .select({ id: t.dispatchFiles.id })
    .from(t.dispatchFiles)
    .where(eq(t.dispatchFiles.storageName, storageName))
    .limit(1);
  if (!kept) await storage.remove(storageName);
}

/** Records the file on the ticket; content the ticket already has answers the file stored before. */
export async function addFile(tx: Tx, t: Tables, user: CurrentUser, upload: StoredUpload): Promise<AddedFile> {
  const ticket = await ticketForChange(tx, t, user, upload.dispatchId);
  return recordFile(tx, t, user.userId, ticket, upload);
}

/** Records a file on a ticket the caller may add to; the same content twice answers the first one. */
export async function recordFile(
  tx: Tx,
  t: Tables,
  uploadedByUserId: string,
  ticket: { dispatchId: string; version: number },
  upload: StoredUpload,
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
      size: upload.size,
      contentHash: upload.contentHash,
      storageName: upload.storageName,
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
