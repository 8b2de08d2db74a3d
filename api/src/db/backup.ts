/**
 * Backups of the embedded setup: the SQLite database and the uploaded files folder in one archive, and its
 * restore into a new data folder. The database is copied in one read transaction (VACUUM INTO), so the copy
 * is consistent while the server keeps writing (WAL); the files are copied after it, so every file a copied
 * row names is in the archive (files are written before the row that names them, and never rewritten).
 * PostgreSQL setups use pg_dump/pg_restore and the bucket's versioning instead (docs/operations.md).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import * as tar from 'tar';

/** The layout of a data folder, of an archive and of a restore: the database file and the files folder. */
export const DATABASE_FILE = 'app.db';
export const FILES_FOLDER = 'files';

export interface BackupSource {
  /** The SQLite database file the server uses. */
  databaseFile: string;
  /** The uploaded files folder (DATA_DIR); absent is an empty folder. */
  filesDir: string;
}

/** The SQLite file a `file:` DATABASE_URL names. */
export function sqliteFileOf(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:')) {
    throw new Error(
      'Backups from this command are for the SQLite database. For PostgreSQL use pg_dump and pg_restore (docs/operations.md).',
    );
  }
  return resolve(databaseUrl.slice('file:'.length));
}

/** Writes a .tar.gz holding `app.db` and `files/`; answers its path. */
export async function writeBackup(source: BackupSource, archive: string): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'hw-backup-'));
  try {
    const connection = new Sqlite(source.databaseFile, { fileMustExist: true });
    try {
      // One statement in one read transaction: a consistent copy, and the server's writes (WAL) go on. The
      // online backup API would start over at every write of another connection and never end under load.
      connection.prepare('VACUUM INTO ?').run(join(work, DATABASE_FILE));
    } finally {
      connection.close();
    }
    mkdirSync(join(work, FILES_FOLDER));
    if (existsSync(source.filesDir)) cpSync(source.filesDir, join(work, FILES_FOLDER), { recursive: true });
    mkdirSync(dirname(resolve(archive)), { recursive: true });
    await tar.create({ gzip: true, file: resolve(archive), cwd: work, portable: true }, [DATABASE_FILE, FILES_FOLDER]);
    return resolve(archive);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores an archive into `dataDir`, a new (or empty) folder: `dataDir/app.db` and `dataDir/files/`. The
 * restored database is checked (SQLite integrity check) before this answers.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
): Promise<{ databaseFile: string; filesDir: string }> {
  const target = resolve(dataDir);
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: restore into a new folder.`);
  }
  mkdirSync(target, { recursive: true });
  await tar.extract({ file: resolve(archive), cwd: target, strict: true });
  const databaseFile = join(target, DATABASE_FILE);
  if (!existsSync(databaseFile)) throw new Error(`${basename(archive)} holds no ${DATABASE_FILE}: not a backup.`);
  const connection = new Sqlite(databaseFile, { fileMustExist: true });
  try {
    const check = connection.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`The restored database failed its integrity check: ${String(check)}`);
  } finally {
    connection.close();
  }
  return { databaseFile, filesDir: join(target, FILES_FOLDER) };
}
