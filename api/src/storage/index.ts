/** The app's file storage, chosen by the environment: S3 when S3_BUCKET is set, else the data folder. */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { diskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

export { diskStorage, s3Storage };

/** Where the disk storage keeps uploads (the folder dispatch files have always used). */
export const uploadsFolder = (dataDir: string) => join(dataDir, 'dispatch-files');

export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(uploadsFolder(config.dataDir));
}
export type { FileStorage } from './file-storage.ts';
