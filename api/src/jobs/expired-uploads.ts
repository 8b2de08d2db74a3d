/**
 * `expired-uploads` (daily): removes resumable uploads (api/src/uploads) nobody finished or attached within
 * UPLOAD_EXPIRY_MS of their creation, from the folder or the bucket, with their records. An attached upload is
 * removed at once by its attach; this clears what a device gave up on, finished or not. Running it twice
 * removes nothing more.
 */
import { createUploadStore, UPLOAD_EXPIRY_MS } from '../uploads/index.ts';
import type { JobDefinition } from './job.ts';

export const expiredUploadsJob: JobDefinition = {
  name: 'expired-uploads',
  schedule: '30 3 * * *',
  async run({ config, database, now }) {
    const store = createUploadStore(config, database);
    // Then the store's own sweep, for unfinished uploads without a record.
    const removed = (await store.removeExpired(now)) + (await store.datastore.deleteExpired());
    const days = UPLOAD_EXPIRY_MS / (24 * 60 * 60 * 1000);
    return { changed: removed, lines: removed ? [`removed ${removed} uploads left unfinished for ${days} days`] : [] };
  },
};
