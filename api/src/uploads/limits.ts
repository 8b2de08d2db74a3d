/**
 * Bounds on what uploads may take (decorates `app.uploadLimits`):
 * - per user, the resumable uploads they hold (created and not yet attached, cancelled or expired, table
 *   uploads_in_progress): at most UPLOADS_PER_USER of them, announcing at most UPLOAD_BYTES_PER_USER together;
 * - for everyone, while files are kept on disk: no upload is taken while the disk of DATA_DIR has less than
 *   UPLOAD_MIN_FREE_BYTES free, so that what else is written there (the database, logs) keeps room.
 * With metrics on, /metrics shows the uploads held, their bytes, the disk's free bytes and the refusals.
 */
import { randomBytes } from 'node:crypto';
import { statfs } from 'node:fs/promises';
import { FILE_MAX_BYTES } from '@hw/shared';
import { count, eq, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { httpError } from '../plugins/index.ts';
import { UPLOAD_EXPIRY_MS } from './store.ts';

export const UPLOADS_PER_USER = 20;
export const UPLOAD_BYTES_PER_USER = 200 * 1024 * 1024;

const EXPIRY_DAYS = UPLOAD_EXPIRY_MS / (24 * 60 * 60 * 1000);
export const uploadLimitMessages = {
  tooManyUploads:
    `You have ${UPLOADS_PER_USER} unfinished uploads (not yet attached). Attach or cancel one (DELETE ` +
    `/api/uploads/{uploadId}) before starting another; an upload left unattached is removed after ${EXPIRY_DAYS} days.`,
  tooManyBytes:
    `Your unfinished uploads (not yet attached) would take more than ${UPLOAD_BYTES_PER_USER / 1024 / 1024} MB. ` +
    'Attach or cancel one (DELETE /api/uploads/{uploadId}) before starting another.',
  diskLow: 'Uploads cannot be taken right now: the server is short of storage space. Please try again later.',
} as const;

type Refusal = 'tooManyUploads' | 'tooManyBytes' | 'diskLow';

export interface UploadLimits {
  /**
   * Records a new resumable upload of the user announcing `sizeBytes` and answers its id; 429 when the user
   * already holds UPLOADS_PER_USER, 413 when it would take them over UPLOAD_BYTES_PER_USER.
   */
  reserve(userId: string, sizeBytes: number): Promise<string>;
  /** 507 while the disk uploads are written to is short of space; nothing otherwise. */
  requireDiskSpace(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadLimits: UploadLimits;
  }
}

/** Free bytes on the disk of `folder` (for an unprivileged writer); undefined when it cannot be read. */
export async function freeBytes(folder: string): Promise<number | undefined> {
  try {
    const disk = await statfs(folder);
    return disk.bavail * disk.bsize;
  } catch {
    return undefined;
  }
}

/** The bytes an upload may take: the length it announced, or the most a file may have when it defers it. */
export function reservedBytes(uploadLength: string | undefined): number {
  const announced = Number(uploadLength);
  return uploadLength && /^\d+$/.test(uploadLength) && announced <= FILE_MAX_BYTES ? announced : FILE_MAX_BYTES;
}

export const uploadLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { database, config } = app;
    const { t } = database;
    const registry = app.metrics?.registry;
    const refusals =
      registry &&
      new Counter({
        name: 'upload_refusals_total',
        help: 'Uploads refused, by reason (tooManyUploads, tooManyBytes: a user over their quota; diskLow)',
        labelNames: ['reason'],
        registers: [registry],
      });
    const refused = (reason: Refusal, status: number, code: 'tooManyRequests' | 'tooLarge' | 'serverError') => {
      refusals?.inc({ reason });
      return httpError(status, code, uploadLimitMessages[reason]);
    };
    // Files kept in a bucket take no room on this disk.
    const diskFolder = config.s3 ? undefined : config.dataDir;

    if (registry) {
      const held = async () => {
        const [row] = await database.db
          .select({ uploads: count(), bytes: sum(t.uploadsInProgress.sizeBytes) })
          .from(t.uploadsInProgress);
        return { uploads: row?.uploads ?? 0, bytes: Number(row?.bytes ?? 0) };
      };
      new Gauge({
        name: 'uploads_unfinished',
        help: 'Resumable uploads held by users: created and not yet attached, cancelled or expired',
        registers: [registry],
        async collect() {
          this.set((await held()).uploads);
        },
      });
      new Gauge({
        name: 'uploads_unfinished_bytes',
        help: 'Bytes the unfinished resumable uploads announced',
        registers: [registry],
        async collect() {
          this.set((await held()).bytes);
        },
      });
      if (diskFolder) {
        new Gauge({
          name: 'upload_disk_free_bytes',
          help: 'Free bytes on the disk uploads are written to (DATA_DIR)',
          registers: [registry],
          async collect() {
            const free = await freeBytes(diskFolder);
            if (free !== undefined) this.set(free);
          },
        });
      }
    }

    app.decorate('uploadLimits', {
      async reserve(userId: string, sizeBytes: number) {
        const uploadId = randomBytes(16).toString('hex');
        const refusal = await database.transaction(async (tx) => {
          // Two uploads of one user starting at once are counted one after the other.
          await database.lockNames(tx, [`uploads:${userId}`]);
          const [row] = await tx
            .select({ uploads: count(), bytes: sum(t.uploadsInProgress.sizeBytes) })
            .from(t.uploadsInProgress)
            .where(eq(t.uploadsInProgress.userId, userId));
          if ((row?.uploads ?? 0) >= UPLOADS_PER_USER) return 'tooManyUploads';
          if (Number(row?.bytes ?? 0) + sizeBytes > UPLOAD_BYTES_PER_USER) return 'tooManyBytes';
          await tx.insert(t.uploadsInProgress).values({ uploadId, userId, sizeBytes });
          return undefined;
        });
        if (refusal === 'tooManyUploads') throw refused(refusal, 429, 'tooManyRequests');
        if (refusal === 'tooManyBytes') throw refused(refusal, 413, 'tooLarge');
        return uploadId;
      },
      async requireDiskSpace() {
        if (!diskFolder || config.uploadMinFreeBytes === 0) return;
        const free = await freeBytes(diskFolder);
        if (free !== undefined && free < config.uploadMinFreeBytes) throw refused('diskLow', 507, 'serverError');
      },
    });
  },
  { name: 'upload-limits', dependencies: ['metrics'] },
);
